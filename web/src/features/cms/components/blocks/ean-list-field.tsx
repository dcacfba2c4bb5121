import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../lib/message-text';

interface EanListFieldProps {
  label: string;
  eans: string[];
  errors: Record<string, string>;
  onChange: (eans: string[]) => void;
}

/** Article numbers of comparison products, typed or pasted (Enter or comma between them). */
export function EanListField({ label, eans, errors, onChange }: EanListFieldProps) {
  const { t } = useTranslation('cms');
  const bad = Object.entries(errors).find(([key]) => /^\d+$/.test(key));
  return (
    <TagsInput
      label={label}
      description={t('block.eanHint')}
      value={eans}
      splitChars={[',', ' ']}
      error={bad ? `${eans[Number(bad[0])] ?? ''}: ${messageText(bad[1])}` : undefined}
      onChange={onChange}
    />
  );
}

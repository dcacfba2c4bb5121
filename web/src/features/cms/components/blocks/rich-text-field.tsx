import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RichTextFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (html: string) => void;
}

/**
 * Rich text as HTML in a plain text area for now (p, h1–h6, pre, div; links
 * http, https, file, tel, sms, mailto); the api refuses anything unsafe.
 */
export function RichTextField({ label, value, error, onChange }: RichTextFieldProps) {
  const { t } = useTranslation('cms');
  return (
    <Textarea
      label={label}
      description={t('block.htmlHint')}
      autosize
      minRows={3}
      maxRows={14}
      ff="monospace"
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

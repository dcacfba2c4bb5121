import { Button, Group, Input, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockChoices } from './block-choices';

interface PageLinkFieldProps {
  label: string;
  value: number | null;
  error?: string;
  onChange: (pageId: number | null) => void;
}

/** A page to link to, chosen in the page selector (any domain); shown by its url. */
export function PageLinkField({ label, value, error, onChange }: PageLinkFieldProps) {
  const { t } = useTranslation('cms');
  const { pages, pickPage } = useBlockChoices();
  // A page of another domain is not among the choices: remember the url picked.
  const [picked, setPicked] = useState<{ id: number; url: string } | null>(null);
  const url =
    value === null
      ? null
      : picked?.id === value
        ? picked.url
        : (pages.find((p) => p.value === String(value))?.label ?? `#${value}`);
  const choose = async () => {
    const page = await pickPage(value);
    if (!page) return;
    setPicked(page);
    onChange(page.id);
  };
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="xs" mt={4} wrap="nowrap">
        <Text size="sm" c={url ? undefined : 'dimmed'} truncate maw={220} data-testid="page-link">
          {url ?? t('link.noPage')}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => void choose()}
          aria-label={`${label}: ${t('link.choosePage')}`}
        >
          {t('link.choosePage')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}

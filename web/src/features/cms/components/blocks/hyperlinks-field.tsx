import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hyperlink } from '#domain/cms/hyperlink';
import { useBlockChoices } from './block-choices';
import { ButtonComposer } from './button-composer';
import { fieldError } from './field-error';
import { RowsField } from './rows-field';

interface HyperlinksFieldProps {
  legend: string;
  links: Hyperlink[];
  errors: Record<string, string>;
  onChange: (links: Hyperlink[]) => void;
  max?: number;
}

const emptyLink = (): Hyperlink => ({
  label: '',
  external: false,
  external_url: null,
  page_id: null,
});

/** Links (buttons) to a page of a site or, when external, to any address; each composed in a dialog. */
export function HyperlinksField({ legend, links, errors, onChange, max }: HyperlinksFieldProps) {
  const { t } = useTranslation('cms');
  const { pages } = useBlockChoices();
  const [editing, setEditing] = useState<number | null>(null);
  const target = (link: Hyperlink) =>
    link.external
      ? link.external_url || t('link.noUrl')
      : link.page_id === null
        ? t('link.noPage')
        : (pages.find((p) => p.value === String(link.page_id))?.label ?? `#${link.page_id}`);
  const errorsOf = (index: number) => ({
    label: fieldError(errors, `${index}.label`),
    external_url: fieldError(errors, `${index}.external_url`),
  });
  return (
    <>
      <RowsField
        legend={legend}
        rows={links}
        max={max}
        create={emptyLink}
        onChange={onChange}
        render={(link, _change, index) => {
          const problems = errorsOf(index);
          const wrong = problems.label ?? problems.external_url;
          return (
            <Group justify="space-between" wrap="nowrap" data-testid="hyperlink">
              <Text size="sm" c={wrong ? 'red' : undefined} truncate>
                <b>{link.label || t('link.noLabel')}</b> → {target(link)}
                {wrong ? ` (${wrong})` : ''}
              </Text>
              <Button size="xs" variant="light" onClick={() => setEditing(index)}>
                {t('link.edit')}
              </Button>
            </Group>
          );
        }}
      />
      {editing !== null && links[editing] && (
        <ButtonComposer
          title={legend}
          link={links[editing]}
          errors={errorsOf(editing)}
          onClose={() => setEditing(null)}
          onApply={(link) => {
            onChange(links.map((l, i) => (i === editing ? link : l)));
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

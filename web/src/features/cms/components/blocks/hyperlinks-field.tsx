import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Hyperlink } from '#domain/cms/hyperlink';
import { useBlockChoices } from './block-choices';
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

/** Links to a page of the site or, when external, to any address. */
export function HyperlinksField({ legend, links, errors, onChange, max }: HyperlinksFieldProps) {
  const { t } = useTranslation('cms');
  const { pages } = useBlockChoices();
  return (
    <RowsField
      legend={legend}
      rows={links}
      max={max}
      create={emptyLink}
      onChange={onChange}
      render={(link, change, index) => (
        <Group grow align="flex-start">
          <TextInput
            label={t('link.label')}
            value={link.label}
            error={fieldError(errors, `${index}.label`)}
            onChange={(e) => change({ ...link, label: e.currentTarget.value })}
          />
          {link.external ? (
            <TextInput
              label={t('link.url')}
              value={link.external_url ?? ''}
              error={fieldError(errors, `${index}.external_url`)}
              onChange={(e) => change({ ...link, external_url: e.currentTarget.value })}
            />
          ) : (
            <Select
              label={t('link.page')}
              data={pages}
              searchable
              clearable
              value={link.page_id === null ? null : String(link.page_id)}
              onChange={(value) => change({ ...link, page_id: value ? Number(value) : null })}
            />
          )}
          <Switch
            mt={30}
            label={t('link.external')}
            checked={link.external}
            onChange={(e) => change({ ...link, external: e.currentTarget.checked })}
          />
        </Group>
      )}
    />
  );
}

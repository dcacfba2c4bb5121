import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hyperlink } from '#domain/cms/hyperlink';
import { PageLinkField } from './page-link-field';

interface ButtonComposerProps {
  title: string;
  link: Hyperlink;
  errors: { label?: string; external_url?: string };
  onApply: (link: Hyperlink) => void;
  onClose: () => void;
}

/** The button composer dialog: a button's text and where it leads (a page, or any address). */
export function ButtonComposer({ title, link, errors, onApply, onClose }: ButtonComposerProps) {
  const { t } = useTranslation('cms');
  const [draft, setDraft] = useState(link);
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <TextInput
          label={t('link.label')}
          data-autofocus
          value={draft.label}
          error={errors.label}
          onChange={(e) => setDraft({ ...draft, label: e.currentTarget.value })}
        />
        <Switch
          label={t('link.external')}
          checked={draft.external}
          onChange={(e) => setDraft({ ...draft, external: e.currentTarget.checked })}
        />
        {draft.external ? (
          <TextInput
            label={t('link.url')}
            placeholder="https://"
            value={draft.external_url ?? ''}
            error={errors.external_url}
            onChange={(e) => setDraft({ ...draft, external_url: e.currentTarget.value })}
          />
        ) : (
          <PageLinkField
            label={t('link.page')}
            value={draft.page_id}
            onChange={(page_id) => setDraft({ ...draft, page_id })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('upload.cancel')}
          </Button>
          <Button onClick={() => onApply(draft)}>{t('link.apply')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagFieldsFragment } from '../../../gql/graphql';

interface TagMergeDialogProps {
  /** The tag being edited: it goes, its pages move over. */
  tag: TagFieldsFragment;
  /** The tag that has the name already: it stays. */
  existing: TagFieldsFragment;
  busy: boolean;
  onMerge: (boundPageId: string | null) => void;
  onClose: () => void;
}

/**
 * Offered when a tag is renamed to a name another tag has: merge the two. When both
 * are bound to a different page the editor picks the page that stays.
 */
export function TagMergeDialog({ tag, existing, busy, onMerge, onClose }: TagMergeDialogProps) {
  const { t } = useTranslation('tags');
  const choose =
    tag.boundPageId !== null &&
    tag.boundPageId !== undefined &&
    existing.boundPageId !== null &&
    existing.boundPageId !== undefined &&
    tag.boundPageId !== existing.boundPageId;
  const [bound, setBound] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={t('merge.title')}>
      <Stack>
        <Text size="sm">
          {t('merge.text', { name: existing.name, from: tag.name, count: tag.pageCount })}
        </Text>
        {choose && (
          <Radio.Group label={t('merge.choosePage')} value={bound} onChange={setBound} required>
            <Stack gap="xs" mt="xs">
              <Radio value={existing.boundPageId!} label={existing.boundPageUrl ?? ''} />
              <Radio value={tag.boundPageId!} label={tag.boundPageUrl ?? ''} />
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button loading={busy} disabled={choose && !bound} onClick={() => onMerge(bound)}>
            {t('merge.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

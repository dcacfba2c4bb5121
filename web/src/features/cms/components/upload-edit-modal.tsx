import { Button, Group, Image, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CmsUploadFieldsFragment } from '../../../gql/graphql';
import { useCmsTexts } from '../hooks/use-cms-texts';

interface UploadEditModalProps {
  upload: CmsUploadFieldsFragment;
  saving: boolean;
  onSave: (values: { title: string; alt: string }) => void;
  onClose: () => void;
}

/** Title and alternative text of an upload. */
export function UploadEditModal({ upload, saving, onSave, onClose }: UploadEditModalProps) {
  const { t } = useCmsTexts();
  const [values, setValues] = useState({ title: upload.title, alt: upload.alt });
  return (
    <Modal opened onClose={onClose} title={t('upload.edit')}>
      <Stack>
        {upload.isImage && <Image src={upload.url} alt={upload.alt} mah={200} fit="contain" />}
        <TextInput
          label={t('upload.title')}
          value={values.title}
          onChange={(e) => setValues({ ...values, title: e.currentTarget.value })}
        />
        <TextInput
          label={t('upload.alt')}
          value={values.alt}
          onChange={(e) => setValues({ ...values, alt: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('upload.cancel')}
          </Button>
          <Button loading={saving} onClick={() => onSave(values)}>
            {t('upload.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { CmsUploadFieldsFragment } from '../../../gql/graphql';
import { notifyError } from '../../../lib/notify';
import { UploadDrop } from '../components/upload-drop';
import { UploadGrid } from '../components/upload-grid';
import { UploadPager, UploadSearch } from '../components/upload-toolbar';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { UPLOAD_PAGE_SIZE, useUploads } from '../hooks/use-uploads';

interface UploadSelectorViewProps {
  domainId: string;
  selectedId: string | null;
  onSelect: (upload: CmsUploadFieldsFragment | null) => void;
  onClose: () => void;
}

/** The upload selector dialog: pick an image of the domain, or upload one first. */
export function UploadSelectorView({
  domainId,
  selectedId,
  onSelect,
  onClose,
}: UploadSelectorViewProps) {
  const { t } = useCmsTexts();
  const uploads = useUploads(domainId);
  const [picked, setPicked] = useState<string | null>(selectedId);
  const images = uploads.uploads.filter((upload) => upload.isImage);
  return (
    <Modal opened onClose={onClose} title={t('upload.selectTitle')} size="80rem">
      <Stack>
        <UploadSearch search={uploads.search} onSearch={uploads.setSearch} />
        <UploadDrop
          uploading={uploads.uploading}
          onFiles={uploads.upload}
          onReject={() => notifyError('MESSAGE.UPLOAD_FAILED')}
        />
        <UploadGrid
          uploads={images}
          selectedId={picked}
          onPick={(upload) => setPicked(String(upload.id))}
        />
        <UploadPager
          total={uploads.total}
          page={uploads.page}
          pageSize={UPLOAD_PAGE_SIZE}
          onPage={uploads.setPage}
        />
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={() => onSelect(null)}>
            {t('upload.none')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('upload.cancel')}
            </Button>
            <Button
              disabled={picked === null}
              onClick={() => onSelect(images.find((u) => String(u.id) === picked) ?? null)}
            >
              {t('upload.choose')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

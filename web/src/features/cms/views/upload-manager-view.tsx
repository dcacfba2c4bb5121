import { Center, Group, Loader, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { CmsDomainsDocument } from '../../../gql/graphql';
import { notifyError } from '../../../lib/notify';
import { UploadDrop } from '../components/upload-drop';
import { UploadEditModal } from '../components/upload-edit-modal';
import { UploadGrid } from '../components/upload-grid';
import { UploadPager, UploadSearch } from '../components/upload-toolbar';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { useCurrentDomain } from '../hooks/use-current-domain';
import { UPLOAD_PAGE_SIZE, useUploads } from '../hooks/use-uploads';

/** /image: the current domain's images and files: upload by drop, search, edit, delete. */
export function UploadManagerView() {
  const { t } = useCmsTexts();
  const domains = useQuery(CmsDomainsDocument);
  const [current, setCurrent] = useCurrentDomain();
  const items = domains.data?.cmsDomains.items ?? [];
  const domainId = current ?? (items[0] ? String(items[0].id) : null);
  const uploads = useUploads(domainId);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('upload.titleManager')}</Title>
        <Group align="flex-end">
          <UploadSearch search={uploads.search} onSearch={uploads.setSearch} />
          <Select
            label={t('page.domain')}
            data={items.map((d) => ({ value: String(d.id), label: d.name }))}
            value={domainId}
            allowDeselect={false}
            onChange={(id) => id && setCurrent(id)}
          />
        </Group>
      </Group>
      <UploadDrop
        uploading={uploads.uploading}
        onFiles={uploads.upload}
        onReject={() => notifyError('MESSAGE.UPLOAD_FAILED')}
      />
      {uploads.loading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <UploadGrid
          uploads={uploads.uploads}
          onEdit={uploads.setEditing}
          onDelete={uploads.deleteUpload}
        />
      )}
      <UploadPager
        total={uploads.total}
        page={uploads.page}
        pageSize={UPLOAD_PAGE_SIZE}
        onPage={uploads.setPage}
      />
      {uploads.editing && (
        <UploadEditModal
          upload={uploads.editing}
          saving={uploads.saving}
          onSave={uploads.save}
          onClose={() => uploads.setEditing(null)}
        />
      )}
    </Stack>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  CmsUploadsDocument,
  DeleteCmsUploadDocument,
  UpdateCmsUploadDocument,
  type CmsUploadFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';
import { cmsUrls } from '../urls';
import { useCmsTexts } from './use-cms-texts';

export const UPLOAD_PAGE_SIZE = PAGE_SIZES.uploads;

/** A domain's uploads, 28 a page with search, and what can be done with them. */
export function useUploads(domainId: string | null) {
  const { t } = useCmsTexts();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<CmsUploadFieldsFragment | null>(null);
  const list = useQuery(CmsUploadsDocument, {
    // The CMS's own uploads; comparison editors' product images belong to their screens.
    variables: {
      domainId,
      search: search || null,
      uploadType: 'cms',
      page,
      pageSize: UPLOAD_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [update, updating] = useMutation(UpdateCmsUploadDocument);
  const [remove] = useMutation(DeleteCmsUploadDocument);
  const shown = (list.data ?? list.previousData)?.cmsUploads;

  async function upload(files: File[]) {
    if (!domainId) return;
    setUploading(true);
    let failed: string | null = null;
    for (const file of files) {
      failed = (await uploadFile(cmsUrls.uploadFile(), file, { domainId })) ?? failed;
    }
    setUploading(false);
    if (failed) notifyError(failed);
    else notifySuccess('MESSAGE.UPLOAD_SUCCESSFUL');
    setPage(1);
    await list.refetch();
  }

  async function save(values: { title: string; alt: string }) {
    if (!editing) return;
    await update({
      variables: { id: String(editing.id), input: values, version: editing.version },
    });
    notifySuccess('MESSAGE.CHANGES_SAVED');
    setEditing(null);
  }

  async function deleteUpload(item: CmsUploadFieldsFragment) {
    const sure = await confirmAction({
      title: t('upload.delete'),
      text: t('upload.deleteConfirm'),
      confirmLabel: t('upload.delete'),
    });
    if (!sure) return;
    await remove({ variables: { id: String(item.id) } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await list.refetch();
  }

  return {
    uploads: shown?.items ?? [],
    total: shown?.total ?? 0,
    loading: list.loading && !shown,
    search,
    setSearch: (text: string) => {
      setSearch(text);
      setPage(1);
    },
    page,
    setPage,
    uploading,
    upload: (files: File[]) => void upload(files),
    editing,
    setEditing,
    saving: updating.loading,
    save: (values: { title: string; alt: string }) => void save(values).catch(() => undefined),
    deleteUpload: (item: CmsUploadFieldsFragment) => void deleteUpload(item).catch(() => undefined),
  };
}

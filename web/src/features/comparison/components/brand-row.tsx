import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Switch,
  Table,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteComparisonBrandDocument,
  UpdateComparisonBrandDocument,
  type ComparisonBrandFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';

/** One brand, edited in place: keyword, brand home, logo; deleted after a confirmation. */
export function BrandRow({
  brand,
  onChanged,
}: {
  brand: ComparisonBrandFieldsFragment;
  onChanged: () => void;
}) {
  const { t } = useTranslation('comparison');
  const [keyword, setKeyword] = useState(brand.keyword);
  const [update, updating] = useMutation(UpdateComparisonBrandDocument);
  const [remove] = useMutation(DeleteComparisonBrandDocument);
  const [uploading, setUploading] = useState(false);

  async function save(fields: { keyword?: string; hasHome?: boolean }) {
    try {
      await update({
        variables: {
          id: brand.id,
          version: brand.version,
          input: {
            keyword: fields.keyword ?? brand.keyword,
            hasHome: fields.hasHome ?? brand.hasHome,
            pageId: brand.pageId ?? null,
          },
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      setKeyword(brand.keyword);
    }
  }

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    const error = await uploadFile(`/upload/comparison/brand/${brand.id}/logo`, file);
    setUploading(false);
    if (error) notifyError(error);
    else {
      notifySuccess('MESSAGE.UPLOAD_SUCCESSFUL');
      onChanged();
    }
  }

  async function drop() {
    const sure = await confirmAction({
      title: t('brands.delete'),
      text: t('brands.deleteConfirm', { keyword: brand.keyword, count: brand.productCount }),
      confirmLabel: t('brands.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: brand.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      onChanged();
    } catch {
      // The error notice says why.
    }
  }

  return (
    <Table.Tr>
      <Table.Td w={72}>
        {brand.logoUrl && <Image src={brand.logoUrl} h={32} w={64} fit="contain" alt="" />}
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('field.keyword')}
          value={keyword}
          disabled={updating.loading}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          onBlur={() => {
            if (keyword.trim() && keyword !== brand.keyword) void save({ keyword });
          }}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('field.hasHome')}
          checked={brand.hasHome}
          onChange={(event) => void save({ hasHome: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>{brand.pageUrl ?? '–'}</Table.Td>
      <Table.Td ta="right">{brand.productCount}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <FileButton
            onChange={(file) => void upload(file)}
            accept="image/png,image/jpeg,image/svg+xml,image/webp"
          >
            {(props) => (
              <Button size="xs" variant="light" loading={uploading} {...props}>
                {t('brands.uploadLogo')}
              </Button>
            )}
          </FileButton>
          <ActionIcon
            color="red"
            variant="subtle"
            aria-label={t('brands.delete')}
            onClick={() => void drop()}
          >
            ×
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

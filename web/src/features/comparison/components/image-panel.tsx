import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ComparisonProviderImagesDocument,
  PickComparisonProviderImagesDocument,
  RemoveComparisonProductImageDocument,
  type ComparisonProductFieldsFragment,
} from '../../../gql/graphql';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';

/** A product's images: uploaded, or picked from the image provider by EAN; taken off one by one. */
export function ImagePanel({
  product,
  onUploaded,
}: {
  product: ComparisonProductFieldsFragment;
  /** After an upload (outside GraphQL) the product is read again. */
  onUploaded: () => void;
}) {
  const { t } = useTranslation('comparison');
  const [uploading, setUploading] = useState(false);
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [loadOffered, offered] = useLazyQuery(ComparisonProviderImagesDocument, {
    fetchPolicy: 'network-only',
  });
  const [pick, storing] = useMutation(PickComparisonProviderImagesDocument);
  const [remove] = useMutation(RemoveComparisonProductImageDocument);

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    const error = await uploadFile(`/upload/comparison/product/${product.id}/image`, file);
    setUploading(false);
    if (error) notifyError(error);
    else {
      notifySuccess('MESSAGE.UPLOAD_SUCCESSFUL');
      onUploaded();
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('images.title')}</Title>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setChosen([]);
                setPicking(true);
                void loadOffered({ variables: { productId: product.id } });
              }}
            >
              {t('images.fromProvider')}
            </Button>
            <FileButton
              onChange={(file) => void upload(file)}
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
            >
              {(props) => (
                <Button size="xs" variant="light" loading={uploading} {...props}>
                  {t('images.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
        {product.images.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('images.none')}
          </Text>
        )}
        <Group data-testid="product-images">
          {product.images.map((image) => (
            <Stack key={image.id} gap={2} align="center">
              <Image src={image.thumbnailUrl} w={96} h={96} fit="contain" alt={image.fileName} />
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={t('images.remove', { name: image.fileName })}
                onClick={async () => {
                  const done = await remove({
                    variables: { id: product.id, imageId: image.id },
                  }).catch(() => null);
                  if (done?.data) notifySuccess(done.data.removeComparisonProductImage.messageKey);
                }}
              >
                ×
              </ActionIcon>
            </Stack>
          ))}
        </Group>
      </Stack>
      <Modal opened={picking} onClose={() => setPicking(false)} title={t('images.providerTitle')}>
        <Stack>
          {offered.data?.comparisonProviderImages.length === 0 && (
            <Text c="dimmed">{t('images.providerNone')}</Text>
          )}
          <SimpleGrid cols={3}>
            {(offered.data?.comparisonProviderImages ?? []).map((image) => (
              <Stack key={image.key} gap={4} align="center">
                <Image src={image.previewUrl} w={120} h={120} fit="contain" alt={image.title} />
                <Checkbox
                  label={image.title}
                  checked={chosen.includes(image.key)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setChosen((keys) =>
                      on ? [...keys, image.key] : keys.filter((key) => key !== image.key),
                    );
                  }}
                />
              </Stack>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              disabled={chosen.length === 0}
              loading={storing.loading}
              onClick={async () => {
                const done = await pick({ variables: { id: product.id, keys: chosen } }).catch(
                  () => null,
                );
                if (!done?.data) return;
                notifySuccess(done.data.pickComparisonProviderImages.messageKey);
                setPicking(false);
              }}
            >
              {t('images.add', { count: chosen.length })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

import { Anchor, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PRODUCT_IMAGE_INDEXES } from '#domain/marketing/ad-generator';
import { CampaignAdGeneratorDocument, DeleteCampaignAdImageDocument } from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendUpload } from '../../../lib/upload-file';
import { AdGeneratorFormatCard } from '../components/ad-generator-format-card';
import { AdGeneratorImageSlot } from '../components/ad-generator-image-slot';

/** Which image place: the main image, or a product image by index. */
type Slot = { kind: 'main' } | { kind: 'product'; index: number };

const slotKey = (slot: Slot) => (slot.kind === 'main' ? 'main' : `product-${slot.index}`);

/**
 * /lead-generator/campaigns/:id/ad-generator (lead admin): the campaign's main image and
 * product images, uploaded per place through the gateway's pass-through, and the ads the
 * api composes from them, previewed and downloadable per format (docs/marketing.md).
 */
export function AdGeneratorView() {
  const { t } = useTranslation('marketing');
  const { id = '' } = useParams();
  const { data, refetch } = useQuery(CampaignAdGeneratorDocument, {
    variables: { campaignId: id },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteImage] = useMutation(DeleteCampaignAdImageDocument);
  const [uploading, setUploading] = useState<string | null>(null);
  const generator = data?.campaignAdGenerator;
  if (!generator)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );

  const uploadPath = (slot: Slot) =>
    `/upload/campaign/${encodeURIComponent(id)}/ad-generator/${
      slot.kind === 'main' ? 'main-image' : `product-image/${slot.index}`
    }`;

  async function upload(slot: Slot, file: File) {
    setUploading(slotKey(slot));
    const result = await sendUpload(uploadPath(slot), file);
    setUploading(null);
    if (!result.ok) return notifyError(result.error);
    notifySuccess('MESSAGE.UPLOAD_SUCCESSFUL');
    await refetch();
  }

  async function remove(slot: Slot) {
    const confirmed = await confirmAction({
      title: t('adGenerator.remove'),
      text: t('adGenerator.removeConfirm'),
      confirmLabel: t('adGenerator.remove'),
    });
    if (!confirmed) return;
    await deleteImage({
      variables: {
        campaignId: id,
        kind: slot.kind,
        index: slot.kind === 'main' ? null : slot.index,
      },
    });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await refetch();
  }

  const onReject = () => notifyError('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
  const slug = generator.utmCampaign.replace(/[^a-z0-9_-]+/gi, '-') || 'campagne';

  return (
    <Stack>
      <Anchor component={Link} to="/lead-generator/campaigns" size="sm">
        {t('adGenerator.back')}
      </Anchor>
      <Title order={2}>{t('adGenerator.title', { name: generator.campaignName })}</Title>
      {generator.productName && (
        <Text c="dimmed">{t('adGenerator.product', { name: generator.productName })}</Text>
      )}
      <Text size="sm">{t('adGenerator.intro')}</Text>

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <AdGeneratorImageSlot
          label={t('adGenerator.mainImage')}
          hint={t('adGenerator.mainImageHint')}
          image={generator.mainImage ?? null}
          uploading={uploading === 'main'}
          onUpload={(file) => void upload({ kind: 'main' }, file)}
          onReject={onReject}
          onRemove={() => void remove({ kind: 'main' })}
          testId="ad-main-image"
        />
      </SimpleGrid>

      <Title order={3}>{t('adGenerator.productImages')}</Title>
      <Text size="sm" c="dimmed">
        {t('adGenerator.productImagesHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {PRODUCT_IMAGE_INDEXES.map((index) => {
          const slot: Slot = { kind: 'product', index };
          return (
            <AdGeneratorImageSlot
              key={index}
              label={t('adGenerator.productImage', { number: index + 1 })}
              image={generator.productImages.find((image) => image.index === index) ?? null}
              uploading={uploading === slotKey(slot)}
              onUpload={(file) => void upload(slot, file)}
              onReject={onReject}
              onRemove={() => void remove(slot)}
              testId={`ad-product-image-${index}`}
            />
          );
        })}
      </SimpleGrid>

      <Title order={3}>{t('adGenerator.formats')}</Title>
      <Text size="sm" c="dimmed">
        {t('adGenerator.formatsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {generator.formats.map((format) => (
          <AdGeneratorFormatCard
            key={format.code}
            code={format.code}
            width={format.width}
            height={format.height}
            url={format.url}
            fileName={`${slug}-${format.code}-${format.width}x${format.height}.png`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

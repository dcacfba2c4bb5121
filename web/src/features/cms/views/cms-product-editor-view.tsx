import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CmsProductChoicesDocument,
  CmsProductDocument,
  CreateCmsProductDocument,
  DeleteCmsProductDocument,
  SaveCmsProductDocument,
  type CmsProductFieldsFragment,
} from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { confirmAction } from '../../../lib/confirm-action';
import { messageText } from '../../../lib/message-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendUpload } from '../../../lib/upload-file';
import { CmsProductLogos, type EditedLogo } from '../components/cms-product-logos';
import { cmsUrls } from '../urls';

interface Edited {
  discr: string | null;
  title: string;
  intro: string;
  logos: EditedLogo[];
  version: number;
}

const fromProduct = (product: CmsProductFieldsFragment | undefined): Edited => ({
  discr: product?.discr ?? null,
  title: product?.title ?? '',
  intro: product?.intro ?? '',
  logos: (product?.logos ?? []).map((logo) => ({ ...logo, id: String(logo.id) })),
  version: product?.version ?? 1,
});

/** What the api's upload route answers (REST, not GraphQL). */
interface UploadedProduct {
  version: number;
  logos: { id: number; name: string; url: string }[];
}

/** /cms-product/new and /:id: a product's texts for the sites and its logos; back to the list after saving. */
export function CmsProductEditorView() {
  const { t } = useTranslation('cms');
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const { data, loading } = useQuery(CmsProductDocument, {
    variables: { id: id ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const choices = useQuery(CmsProductChoicesDocument);
  const refetchQueries = ['CmsProducts'];
  const [create, creating] = useMutation(CreateCmsProductDocument, { refetchQueries });
  const [save, saving] = useMutation(SaveCmsProductDocument, { refetchQueries });
  const [remove, removing] = useMutation(DeleteCmsProductDocument, { refetchQueries });
  const product = data?.cmsProduct;
  // The form keeps its own copy: an uploaded logo joins it without losing typed text.
  const [edited, setEdited] = useState<Edited | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const values = edited ?? fromProduct(product);
  const change = (part: Partial<Edited>) => setEdited({ ...values, ...part });
  const error = (field: string) =>
    fieldErrors[field] ? messageText(fieldErrors[field]) : undefined;

  async function upload(file: File) {
    setUploading(true);
    const result = await sendUpload<UploadedProduct>(cmsUrls.cmsProductLogoUpload(id!), file);
    setUploading(false);
    if (!result.ok) return notifyError(result.error);
    const known = new Set(values.logos.map((logo) => logo.id));
    const added = result.answer.logos
      .filter((logo) => !known.has(String(logo.id)))
      .map((logo) => ({ id: String(logo.id), name: logo.name, url: `/files${logo.url}` }));
    change({ logos: [...values.logos, ...added], version: result.answer.version });
  }

  async function submit() {
    setFieldErrors({});
    const input = {
      discr: values.discr ?? '',
      title: values.title,
      intro: values.intro || null,
      logos: values.logos.map((logo) => ({ id: logo.id, name: logo.name })),
    };
    try {
      if (product)
        await save({ variables: { id: String(product.id), input, version: values.version } });
      else await create({ variables: { input } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      await navigate(cmsUrls.cmsProducts());
    } catch (failure) {
      setFieldErrors(classifyError(failure).fields ?? {});
    }
  }

  async function drop(title: string) {
    const sure = await confirmAction({
      title: t('cmsProduct.delete'),
      text: t('cmsProduct.deleteConfirm', { title }),
      confirmLabel: t('cmsProduct.delete'),
    });
    if (!sure) return;
    await remove({ variables: { id: id! } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await navigate(cmsUrls.cmsProducts());
  }

  if (!isNew && loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!isNew && !product) return <Text c="dimmed">{t('cmsProduct.notFound')}</Text>;
  return (
    <Stack maw={760}>
      <Group justify="space-between">
        <Title order={2}>{product ? product.productName : t('cmsProduct.new')}</Title>
        <Anchor component={Link} to={cmsUrls.cmsProducts()}>
          {t('cmsProduct.back')}
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Select
            label={t('cmsProduct.product')}
            required
            searchable
            data={(choices.data?.products ?? []).map((p) => ({ value: p.discr, label: p.name }))}
            value={values.discr}
            error={error('discr')}
            onChange={(discr) => change({ discr })}
          />
          <TextInput
            label={t('cmsProduct.heading')}
            required
            value={values.title}
            error={error('title')}
            onChange={(event) => change({ title: event.currentTarget.value })}
          />
          <Textarea
            label={t('cmsProduct.intro')}
            autosize
            minRows={3}
            value={values.intro}
            error={error('intro')}
            onChange={(event) => change({ intro: event.currentTarget.value })}
          />
        </Stack>
      </Paper>
      <CmsProductLogos
        logos={values.logos}
        uploading={uploading}
        onUpload={product ? (file) => void upload(file) : null}
        onChange={(logos) => change({ logos })}
      />
      <Group justify="space-between">
        {product ? (
          <Button
            variant="default"
            color="red"
            loading={removing.loading}
            onClick={() => void drop(product.title).catch(() => undefined)}
          >
            {t('cmsProduct.delete')}
          </Button>
        ) : (
          <span />
        )}
        <Button loading={creating.loading || saving.loading} onClick={() => void submit()}>
          {t('cmsProduct.save')}
        </Button>
      </Group>
    </Stack>
  );
}

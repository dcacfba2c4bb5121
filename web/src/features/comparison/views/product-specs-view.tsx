import {
  Anchor,
  Badge,
  Button,
  Center,
  Collapse,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  AddComparisonEansDocument,
  ApproveComparisonProductDocument,
  ComparisonProductDocument,
  DeleteComparisonEanDocument,
  DeleteComparisonProductDocument,
  SaveComparisonSpecsDocument,
  UpdateComparisonProductDocument,
  type ComparisonProductFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { CoreProductSelect } from '../components/core-product-select';
import { EanEditor } from '../components/ean-editor';
import { ImagePanel } from '../components/image-panel';
import { OfferTable } from '../components/offer-table';
import { ProductForm } from '../components/product-form';
import { SpecEditor } from '../components/spec-editor';
import { productInput } from '../product-form-values';
import { comparisonUrls } from '../urls';

/** The spec editor of one product: details, specs, EANs, approval, switching, offers. */
function ProductSpecs({
  product,
  onReload,
}: {
  product: ComparisonProductFieldsFragment;
  onReload: () => void;
}) {
  const { t } = useTranslation('comparison');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [update, updating] = useMutation(UpdateComparisonProductDocument, {
    context: { notify: false },
  });
  const [saveSpecs, savingSpecs] = useMutation(SaveComparisonSpecsDocument);
  const [addEans, addingEans] = useMutation(AddComparisonEansDocument);
  const [deleteEan] = useMutation(DeleteComparisonEanDocument);
  const [approve, approving] = useMutation(ApproveComparisonProductDocument);
  const [remove] = useMutation(DeleteComparisonProductDocument);

  async function drop() {
    const sure = await confirmAction({
      title: t('product.delete'),
      text: t('product.deleteConfirm', { name: product.name }),
      confirmLabel: t('product.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: product.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      navigate(comparisonUrls.products(product.coreProductId));
    } catch {
      // The error notice says why.
    }
  }

  const specsKey = product.specs.map((spec) => `${spec.featureId}:${spec.value ?? ''}`).join('|');
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{product.name}</Title>
          <Group gap="xs">
            <Anchor component={Link} to={comparisonUrls.products(product.coreProductId)} size="sm">
              {product.coreProductName}
            </Anchor>
            {product.brand && <Badge variant="outline">{product.brand}</Badge>}
            <Badge
              color={product.approved ? 'green' : 'orange'}
              variant="light"
              data-testid="approval"
            >
              {product.approved ? t('products.approvedBadge') : t('products.unapprovedBadge')}
            </Badge>
            {(product.crawlState === 'QUEUED' || product.crawlState === 'CRAWLING') && (
              <Badge color="blue" variant="light">
                {t('product.crawlQueued')}
              </Badge>
            )}
            {product.crawlState === 'FAILED' && (
              <Badge color="red" variant="light">
                {t('product.crawlFailed')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          {!product.approved && (
            <Button
              color="green"
              loading={approving.loading}
              onClick={async () => {
                const result = await approve({
                  variables: { id: product.id, version: product.version },
                }).catch(() => null);
                if (result?.data) notifySuccess(result.data.approveComparisonProduct.messageKey);
              }}
            >
              {t('product.approve')}
            </Button>
          )}
          <Button variant="light" onClick={() => setEditing((open) => !open)}>
            {t('product.editDetails')}
          </Button>
          <Button variant="light" component={Link} to={comparisonUrls.clone(product.id)}>
            {t('product.clone')}
          </Button>
          <Button color="red" variant="light" onClick={() => void drop()}>
            {t('product.delete')}
          </Button>
        </Group>
      </Group>

      <Collapse expanded={editing}>
        <Paper withBorder p="md" radius="md">
          <ProductForm
            key={product.version}
            defaultValues={{
              name: product.name,
              brandId: product.brandId ?? null,
              ean: product.ean,
              scrapeUri: product.scrapeUri ?? '',
              pros: product.pros.join('\n'),
              cons: product.cons.join('\n'),
            }}
            submitLabel={t('action.save')}
            submitting={updating.loading}
            onCancel={() => setEditing(false)}
            onSubmit={async (values) => {
              const result = await update({
                variables: {
                  id: product.id,
                  input: productInput(values),
                  version: product.version,
                },
              });
              if (!result.data) return;
              notifySuccess(result.data.updateComparisonProduct.messageKey);
              setEditing(false);
            }}
          />
        </Paper>
      </Collapse>

      <SpecEditor
        key={specsKey}
        specs={product.specs}
        saving={savingSpecs.loading}
        onSave={async (values) => {
          const result = await saveSpecs({
            variables: { id: product.id, specs: values, version: product.version },
          }).catch(() => null);
          if (result?.data) notifySuccess(result.data.saveComparisonSpecs.messageKey);
        }}
      />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <EanEditor
          ean={product.ean}
          additionalEans={product.additionalEans}
          adding={addingEans.loading}
          onAdd={async (eans) => {
            const result = await addEans({ variables: { id: product.id, eans } }).catch(() => null);
            if (!result?.data) return false;
            notifySuccess(result.data.addComparisonEans.messageKey);
            return true;
          }}
          onDelete={async (ean) => {
            const result = await deleteEan({ variables: { id: product.id, ean } }).catch(
              () => null,
            );
            if (result?.data) notifySuccess(result.data.deleteComparisonEan.messageKey);
          }}
        />
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Title order={4}>{t('product.pros')}</Title>
            {product.pros.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('product.noLines')}
              </Text>
            )}
            {product.pros.map((line) => (
              <Text key={line} size="sm">
                + {line}
              </Text>
            ))}
            <Title order={4}>{t('product.cons')}</Title>
            {product.cons.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('product.noLines')}
              </Text>
            )}
            {product.cons.map((line) => (
              <Text key={line} size="sm">
                − {line}
              </Text>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>

      <ImagePanel product={product} onUploaded={onReload} />

      <OfferTable offers={product.offers} />

      <Paper withBorder p="md" radius="md">
        <Group align="flex-end">
          <CoreProductSelect
            label={t('switch.moveTo')}
            value={null}
            exclude={product.coreProductId}
            onChange={(coreProductId) =>
              coreProductId && navigate(comparisonUrls.switchSpecs(product.id, coreProductId))
            }
          />
          <Text size="sm" c="dimmed" maw={420}>
            {t('switch.help')}
          </Text>
        </Group>
      </Paper>
    </Stack>
  );
}

/** /comparison/product/:id/specs */
export function ProductSpecsView() {
  const { t } = useTranslation('comparison');
  const { id = '' } = useParams();
  const { data, loading, refetch } = useQuery(ComparisonProductDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!data?.comparisonProduct) return <Text c="dimmed">{t('product.notFound')}</Text>;
  return (
    <ProductSpecs
      key={data.comparisonProduct.id}
      product={data.comparisonProduct}
      onReload={() => void refetch()}
    />
  );
}

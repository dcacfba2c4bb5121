import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { featuresByCategory } from '#domain/features/feature-input';
import {
  ComparisonFeatureDocument,
  ComparisonFeaturesDocument,
  CreateComparisonFeatureDocument,
  DeleteComparisonFeatureDocument,
  UpdateComparisonFeatureDocument,
  type ComparisonFeatureFieldsFragment,
} from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { FeatureForm, featureInput, type FeatureValues } from '../components/feature-form';
import { featureUrls } from '../urls';

const valuesOf = (feature: ComparisonFeatureFieldsFragment): FeatureValues => ({
  category: feature.category,
  categoryPriority: feature.categoryPriority,
  name: feature.name,
  unit: feature.unit ?? '',
  position: feature.position,
  groupId: feature.groupId ?? '',
  enabled: feature.enabled,
});

function FeatureEditor({
  coreProductId,
  feature,
  initial,
}: {
  coreProductId: string;
  feature: ComparisonFeatureFieldsFragment | null;
  initial: FeatureValues;
}) {
  const { t } = useTranslation('features');
  const navigate = useNavigate();
  const siblings = useQuery(ComparisonFeaturesDocument, { variables: { coreProductId } });
  const categories = featuresByCategory(siblings.data?.comparisonFeatures ?? []).map((group) => ({
    category: group.category,
    priority: group.categoryPriority,
  }));
  const [create, creating] = useMutation(CreateComparisonFeatureDocument);
  const [update, updating] = useMutation(UpdateComparisonFeatureDocument);
  const [remove] = useMutation(DeleteComparisonFeatureDocument);

  async function submit(values: FeatureValues, setError: UseFormSetError<FeatureValues>) {
    const input = featureInput(values);
    try {
      if (feature) await update({ variables: { id: feature.id, input, version: feature.version } });
      else await create({ variables: { coreProductId, input } });
    } catch (error) {
      applyFieldErrors(error, setError);
      return;
    }
    notifySuccess('MESSAGE.CHANGES_SAVED');
    await navigate(featureUrls.list(coreProductId));
  }

  async function drop(target: ComparisonFeatureFieldsFragment) {
    const sure = await confirmAction({
      title: t('editor.delete'),
      text: t('editor.deleteConfirm', { name: target.name, count: target.specCount }),
      confirmLabel: t('editor.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: target.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      await navigate(featureUrls.list(coreProductId));
    } catch {
      // The error notice says why.
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {feature ? t('editor.title', { name: feature.name }) : t('editor.newTitle')}
        </Title>
        <Button variant="default" onClick={() => void navigate(featureUrls.list(coreProductId))}>
          {t('action.back')}
        </Button>
      </Group>
      {feature && (
        <Text size="sm" c="dimmed">
          {t('editor.coreProduct', { name: feature.coreProductName, count: feature.specCount })}
        </Text>
      )}
      <FeatureForm
        initial={initial}
        categories={categories}
        busy={creating.loading || updating.loading}
        onSubmit={submit}
        extra={
          feature && (
            <Button color="red" variant="light" onClick={() => void drop(feature)}>
              {t('editor.delete')}
            </Button>
          )
        }
      />
    </Stack>
  );
}

/** /comparison/feature/:id (and /comparison/feature/new?coreProduct=…): a feature's form. */
export function FeatureEditorView() {
  const { t } = useTranslation('features');
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const isNew = id === 'new';
  const { data, loading } = useQuery(ComparisonFeatureDocument, {
    variables: { id },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  if (isNew) {
    const coreProductId = searchParams.get('coreProduct');
    if (!coreProductId) return <Text c="dimmed">{t('editor.notFound')}</Text>;
    return (
      <FeatureEditor
        coreProductId={coreProductId}
        feature={null}
        initial={{
          category: searchParams.get('category') ?? '',
          categoryPriority: 0,
          name: '',
          unit: '',
          position: '',
          groupId: '',
          enabled: true,
        }}
      />
    );
  }
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const feature = data?.comparisonFeature;
  if (!feature) return <Text c="dimmed">{t('editor.notFound')}</Text>;
  // A new version read starts the form over.
  return (
    <FeatureEditor
      key={`${feature.id}-${feature.version}`}
      coreProductId={feature.coreProductId}
      feature={feature}
      initial={valuesOf(feature)}
    />
  );
}

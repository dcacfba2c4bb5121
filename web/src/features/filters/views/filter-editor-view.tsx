import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FILTER_SORTINGS, FILTER_STEP_TYPES } from '#domain/filters/filter-input';
import {
  ComparisonFilterDocument,
  ComparisonFilterNewFeaturesDocument,
  ComparisonFilterPredictionDocument,
  CreateComparisonFilterDocument,
  DeleteComparisonFilterDocument,
  UpdateComparisonFilterDocument,
  type ComparisonFilterFeatureFieldsFragment,
  type ComparisonFilterFieldsFragment,
} from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { confirmAction } from '../../../lib/confirm-action';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import { FilterStepsTable } from '../components/filter-steps-table';
import {
  emptyStep,
  filterInputOf,
  filterResolver,
  filterValuesOf,
  type FilterValues,
} from '../filter-form';
import { filterUrls } from '../urls';

/** The prediction follows the editor's typing this long after the last change. */
const PREDICTION_DEBOUNCE_MS = 400;
const error = (key: string | undefined) => (key ? messageText(key) : undefined);

/** The form of one filter (saved, or new on a feature), with the live prediction. */
function FilterForm({
  coreProductId,
  filter,
  initial,
  newFeatures,
}: {
  coreProductId: string;
  filter: ComparisonFilterFieldsFragment | null;
  initial: FilterValues;
  newFeatures: readonly ComparisonFilterFeatureFieldsFragment[];
}) {
  const { t } = useTranslation('filters');
  const navigate = useNavigate();
  const form = useForm<FilterValues>({ defaultValues: initial, resolver: filterResolver() });
  const { control, register, handleSubmit, setError, formState } = form;
  const steps = useFieldArray({ control, name: 'steps' });
  const watched = useWatch({ control }) as FilterValues;
  const chosenFeature = newFeatures.find((feature) => feature.id === watched.featureId);
  const kind = watched.stepKind;
  const [create, creating] = useMutation(CreateComparisonFilterDocument);
  const [update, updating] = useMutation(UpdateComparisonFilterDocument);
  const [remove] = useMutation(DeleteComparisonFilterDocument);

  const typed = JSON.stringify(filterInputOf(watched));
  const [debounced] = useDebouncedValue(typed, PREDICTION_DEBOUNCE_MS);
  const prediction = useQuery(ComparisonFilterPredictionDocument, {
    variables: { coreProductId, input: JSON.parse(debounced) },
    skip: !watched.featureId,
    context: { notify: false },
  });
  const predicted =
    prediction.data?.comparisonFilterPrediction ??
    prediction.previousData?.comparisonFilterPrediction;
  const current = debounced === typed && !prediction.loading;

  const features = useMemo(
    () => [
      ...(filter ? [{ value: filter.featureId, label: filter.featureName }] : []),
      ...newFeatures.map((feature) => ({ value: feature.id, label: feature.name })),
    ],
    [filter, newFeatures],
  );
  const unit =
    filter?.featureId === watched.featureId
      ? (filter?.featureUnit ?? null)
      : (chosenFeature?.unit ?? null);

  async function submit(values: FilterValues) {
    const input = filterInputOf(values);
    try {
      if (!filter) {
        const answer = await create({ variables: { coreProductId, input } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
        await navigate(filterUrls.filter(answer.data!.createComparisonFilter.id), {
          replace: true,
        });
      } else {
        await update({ variables: { id: filter.id, input, version: filter.version } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
      }
    } catch (failure) {
      applyFieldErrors(failure, setError);
    }
  }

  async function drop() {
    if (!filter) return;
    const sure = await confirmAction({
      title: t('editor.delete'),
      text: t('editor.deleteConfirm', { label: filter.label }),
      confirmLabel: t('editor.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: filter.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      await navigate(filterUrls.list(coreProductId));
    } catch {
      // The error notice says why.
    }
  }

  const { errors } = formState;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      noValidate
      onSubmit={handleSubmit(submit)}
    >
      <Stack>
        <Group grow align="flex-start">
          <TextInput
            label={t('field.label')}
            description={t('field.labelHint')}
            {...register('label')}
            error={error(errors.label?.message)}
          />
          <Controller
            control={control}
            name="featureId"
            render={({ field }) => (
              <Select
                label={t('field.feature')}
                data={features}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                allowDeselect={false}
                error={error(errors.featureId?.message)}
              />
            )}
          />
        </Group>
        <Group align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('field.stepType')}
            </Text>
            <Controller
              control={control}
              name="stepType"
              render={({ field }) => (
                <SegmentedControl
                  aria-label={t('field.stepType')}
                  data={FILTER_STEP_TYPES.map((type) => ({
                    value: type,
                    label: t(`stepType.${type}`),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </Stack>
          {watched.stepType === 'min_max' &&
            (['min', 'max'] as const).map((bound) => (
              <Controller
                key={bound}
                control={control}
                name={bound}
                render={({ field }) => (
                  <NumberInput
                    label={t(`field.${bound}`)}
                    decimalSeparator=","
                    thousandSeparator="."
                    hideControls
                    value={field.value}
                    onChange={field.onChange}
                    error={error(errors[bound]?.message)}
                    w={140}
                  />
                )}
              />
            ))}
          <Controller
            control={control}
            name="sorting"
            render={({ field }) => (
              <Select
                label={t('field.sorting')}
                data={FILTER_SORTINGS.map((sorting) => ({
                  value: sorting,
                  label: t(`sorting.${sorting}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                w={240}
              />
            )}
          />
        </Group>
        <Group justify="space-between" align="flex-end">
          <Stack gap={0}>
            <Title order={4}>{t('step.title')}</Title>
            <Text size="sm" c="dimmed">
              {watched.stepType === 'min_max' ? t('step.minMaxHint') : t('step.hint')}
            </Text>
          </Stack>
          <Controller
            control={control}
            name="stepKind"
            render={({ field }) => (
              <SegmentedControl
                size="xs"
                aria-label={t('step.kind')}
                data={[
                  { value: 'range', label: t('step.kindRange') },
                  { value: 'value', label: t('step.kindValue') },
                ]}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </Group>
        <FilterStepsTable
          control={control}
          register={register}
          errors={errors}
          kind={kind}
          unit={unit}
          fields={steps.fields}
          counts={predicted?.steps ?? null}
          values={(predicted?.values ?? []).map((value) => value.value)}
          onMove={steps.move}
          onAdd={() => steps.append(emptyStep())}
          onRemove={steps.remove}
        />
        {predicted && (
          <Text size="sm" c={current ? undefined : 'dimmed'} data-testid="filter-prediction">
            {t(watched.stepType === 'min_max' ? 'prediction.summaryMinMax' : 'prediction.summary', {
              total: predicted.total,
              noValue: predicted.noValue,
              unmatched: predicted.unmatched,
            })}
            {predicted.numeric && predicted.lowest !== null && predicted.lowest !== undefined
              ? ` ${t('prediction.span', {
                  lowest: String(predicted.lowest).replace('.', ','),
                  highest: String(predicted.highest).replace('.', ','),
                  unit: unit ?? '',
                })}`
              : ''}
          </Text>
        )}
        <Group justify="space-between">
          {filter ? (
            <Button color="red" variant="light" onClick={() => void drop()}>
              {t('editor.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={creating.loading || updating.loading}>
            {t('editor.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /comparison/filter/:id (and /comparison/filter/new?coreProduct=&feature=): one filter. */
export function FilterEditorView() {
  const { t } = useTranslation('filters');
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const isNew = id === 'new';
  const { data, loading } = useQuery(ComparisonFilterDocument, {
    variables: { id },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const filter = data?.comparisonFilter ?? null;
  const coreProductId = filter?.coreProductId ?? searchParams.get('coreProduct') ?? '';
  const features = useQuery(ComparisonFilterNewFeaturesDocument, {
    variables: { coreProductId },
    skip: !coreProductId,
    fetchPolicy: 'network-only',
  });
  const newFeatures = features.data?.comparisonFilterNewFeatures;

  if ((!isNew && loading && !data) || (coreProductId && !newFeatures))
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!coreProductId || (!isNew && !filter)) return <Text c="dimmed">{t('editor.notFound')}</Text>;

  const featureId = searchParams.get('feature') ?? '';
  const feature = newFeatures!.find((candidate) => candidate.id === featureId);
  const initial: FilterValues = filter
    ? filterValuesOf(filter)
    : {
        featureId,
        label: feature?.name ?? '',
        stepType: 'range',
        min: '',
        max: '',
        sorting: 'key_asc',
        stepKind: feature && !feature.numeric ? 'value' : 'range',
        // A text feature starts with a step per value found, a numeric one empty.
        steps:
          feature && !feature.numeric
            ? feature.values
                .slice(0, 12)
                .map((value) => ({ ...emptyStep(), label: value.value, value: value.value }))
            : [emptyStep()],
      };
  return (
    <Stack maw={1080}>
      <Group justify="space-between">
        <Title order={2}>
          {filter ? filter.label : t('editor.new', { feature: feature?.name ?? '' })}
        </Title>
        <Anchor component={Link} to={filterUrls.list(coreProductId)}>
          {t('editor.back')}
        </Anchor>
      </Group>
      <FilterForm
        key={filter ? `${filter.id}-${filter.version}` : `new-${featureId}`}
        coreProductId={coreProductId}
        filter={filter}
        initial={initial}
        newFeatures={newFeatures!}
      />
    </Stack>
  );
}

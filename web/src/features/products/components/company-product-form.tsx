import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_PERIODS } from '#domain/products/assignment-period';
import { messageText } from '../../../lib/message-text';
import {
  formErrorPaths,
  newFilter,
  productFormSchema,
  weeklyFromDaily,
  type FilterFormValues,
  type MapPoint,
  type ProductFormValues,
} from '../product-form-values';
import { FilterCard } from './filter-card';
import type { EditorQuestion } from './filter-choice-fields';
import type { MapTiles } from './filter-map';
import type { ProvinceChoice } from './municipality-picker';

/** What happens to a saved filter at once (not with the save); each resolves false when refused. */
export interface FilterActions {
  setPaused: (filterId: string, paused: boolean) => Promise<boolean>;
  remove: (filterId: string) => Promise<boolean>;
  move: (filterId: string, position: number) => Promise<boolean>;
}

interface CompanyProductFormProps {
  title: string;
  defaultValues: ProductFormValues;
  /** Counts of the stored record in the current periods; null for a new one. */
  stats: {
    dailyCount: number;
    weeklyCount: number;
    monthlyCount: number;
    maxed: boolean;
    filters: Record<string, { assignmentCount: number; maxed: boolean }>;
  } | null;
  questions: readonly EditorQuestion[];
  provinces: readonly ProvinceChoice[];
  notificationLists: readonly { value: string; label: string }[];
  home: MapPoint | null;
  tiles: MapTiles | null;
  /** Staff may drag a filter's marker to a point of its own (docs/matching.md, "Vocabulary"). */
  canMovePoint: boolean;
  submitting: boolean;
  /** Null until the record exists: then every change waits for the save. */
  filterActions: FilterActions | null;
  confirmDelete: () => Promise<boolean>;
  /** The last filter cannot go (MESSAGE.COMPANY_PRODUCT_NO_FILTERS). */
  onLastFilter: () => void;
  renderPrediction: (filter: FilterFormValues) => ReactNode;
  /** Resolves with field errors (MESSAGE keys) the server refused, if any. */
  onSubmit: (values: ProductFormValues) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}

function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? messageText(message) : undefined;
}

/** The company product editor: product settings and the filters as cards. */
export function CompanyProductForm(props: CompanyProductFormProps) {
  const { t } = useTranslation('products');
  const { control, handleSubmit, formState, setValue, getValues, setError } = useForm<
    ProductFormValues,
    unknown,
    ProductFormValues
  >({ resolver: zodResolver(productFormSchema), defaultValues: props.defaultValues });
  const filters = useFieldArray({ control, name: 'filters', keyName: 'key' });
  const [assignmentMax, assignmentPeriod] = useWatch({
    control,
    name: ['assignmentMax', 'assignmentPeriod'],
  });
  const errorOf = (path: string) => errorAt(formState.errors, path);
  const indexOf = (id: string) => getValues('filters').findIndex((filter) => filter.id === id);
  const actions = props.filterActions;

  async function setPaused(index: number, paused: boolean) {
    setValue(`filters.${index}.paused`, paused, { shouldDirty: true });
    const id = getValues(`filters.${index}.id`);
    if (!id || !actions) return;
    // The switch flips back when the api refuses.
    if (!(await actions.setPaused(id, paused))) {
      const now = indexOf(id);
      if (now >= 0) setValue(`filters.${now}.paused`, !paused);
    }
  }

  async function remove(index: number) {
    if (getValues('filters').length <= 1) {
      props.onLastFilter();
      return;
    }
    if (!(await props.confirmDelete())) return;
    const removed = getValues(`filters.${index}`);
    filters.remove(index);
    if (!removed.id || !actions) return;
    // A refused delete puts the filter back where it was.
    if (!(await actions.remove(removed.id)))
      filters.insert(Math.min(index, getValues('filters').length), removed);
  }

  async function move(index: number, to: number) {
    filters.swap(index, to);
    const id = getValues(`filters.${to}.id`);
    if (!id || !actions) return;
    if (!(await actions.move(id, to))) {
      const now = indexOf(id);
      if (now >= 0) filters.swap(now, index);
    }
  }

  function moveMarker(index: number, point: MapPoint) {
    setValue(`filters.${index}.latitude`, point.latitude, { shouldDirty: true });
    setValue(`filters.${index}.longitude`, point.longitude, { shouldDirty: true });
    setValue(`filters.${index}.deviatingCoordinates`, true, { shouldDirty: true });
  }

  function resetPoint(index: number) {
    if (!props.home) return;
    setValue(`filters.${index}.latitude`, props.home.latitude, { shouldDirty: true });
    setValue(`filters.${index}.longitude`, props.home.longitude, { shouldDirty: true });
    setValue(`filters.${index}.deviatingCoordinates`, false, { shouldDirty: true });
  }

  const submit = handleSubmit(async (values) => {
    const refused = await props.onSubmit(values);
    for (const [path, message] of formErrorPaths(refused ?? {}))
      setError(path as FieldPath<ProductFormValues>, { message });
  });

  const rootError = errorOf('filters') ?? errorOf('filters.root');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Title order={2}>{props.title}</Title>
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Group justify="space-between">
              <Title order={3}>{t('editor.settings')}</Title>
              {props.stats?.maxed && <Badge color="orange">{t('maxed')}</Badge>}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="assignmentMax"
                render={({ field }) => (
                  <NumberInput
                    label={t('editor.maximum')}
                    description={t('editor.maximumHelp')}
                    placeholder={t('noMaximum')}
                    min={0}
                    max={999}
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                    error={errorOf('assignmentMax')}
                  />
                )}
              />
              <Controller
                control={control}
                name="assignmentPeriod"
                render={({ field }) => (
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      {t('period.label')}
                    </Text>
                    <SegmentedControl
                      data={ASSIGNMENT_PERIODS.map((period) => ({
                        value: period,
                        label: t(`period.${period}`),
                      }))}
                      value={field.value}
                      onChange={(value) => field.onChange(value)}
                    />
                  </Stack>
                )}
              />
            </SimpleGrid>
            {assignmentPeriod === 'day' && assignmentMax != null && (
              <Text size="sm" c="dimmed" data-testid="weekly-hint">
                {t('editor.weeklyHint', { count: weeklyFromDaily(assignmentMax) })}
              </Text>
            )}
            {props.stats && (
              <Text size="sm" c="dimmed">
                {t('editor.counts', {
                  today: props.stats.dailyCount,
                  week: props.stats.weeklyCount,
                  month: props.stats.monthlyCount,
                })}
              </Text>
            )}
          </Stack>
        </Paper>
        {rootError && (
          <Alert color="red" role="alert">
            {rootError}
          </Alert>
        )}
        {filters.fields.map((field, index) => (
          <FilterCard
            key={field.key}
            index={index}
            count={filters.fields.length}
            control={control}
            questions={props.questions}
            provinces={props.provinces}
            notificationLists={props.notificationLists}
            home={props.home}
            tiles={props.tiles}
            stats={field.id ? (props.stats?.filters[field.id] ?? null) : null}
            errorOf={errorOf}
            renderPrediction={props.renderPrediction}
            onMove={props.canMovePoint ? moveMarker : null}
            onResetPoint={resetPoint}
            onChoiceChange={(at, key, choice) =>
              setValue(`filters.${at}.choices.${key}`, choice, { shouldDirty: true })
            }
            onPausedChange={(at, paused) => void setPaused(at, paused)}
            onMoveUp={(at) => void move(at, at - 1)}
            onMoveDown={(at) => void move(at, at + 1)}
            onDelete={(at) => void remove(at)}
          />
        ))}
        <Group justify="space-between">
          <Button variant="light" onClick={() => filters.append(newFilter(props.home))}>
            {t('editor.addFilter')}
          </Button>
          <Group>
            <Button variant="default" onClick={props.onCancel}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={props.submitting}>
              {t('editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

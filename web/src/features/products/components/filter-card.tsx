import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_PERIODS } from '#domain/products/assignment-period';
import { MAX_FILTER_RADIUS_KM, kmToMeters } from '#domain/products/company-product-input';
import {
  weeklyFromDaily,
  type FilterFormValues,
  type MapPoint,
  type ProductFormValues,
} from '../product-form-values';
import { FilterChoiceFields, type EditorQuestion } from './filter-choice-fields';
import type { MapTiles } from './filter-map';
import { MunicipalityPicker, type ProvinceChoice } from './municipality-picker';

// Leaflet (and its CSS) arrive with the first map, not with the form.
const FilterMap = lazy(() => import('./filter-map').then((m) => ({ default: m.FilterMap })));

export interface FilterCardProps {
  index: number;
  count: number;
  control: Control<ProductFormValues>;
  questions: readonly EditorQuestion[];
  provinces: readonly ProvinceChoice[];
  notificationLists: readonly { value: string; label: string }[];
  home: MapPoint | null;
  tiles: MapTiles | null;
  /** Counts of a saved filter in its period, and whether it reached its maximum. */
  stats: { assignmentCount: number; maxed: boolean } | null;
  errorOf: (path: string) => string | undefined;
  renderPrediction: (filter: FilterFormValues) => ReactNode;
  /** Null: the marker cannot be dragged (customers). */
  onMove: ((index: number, point: MapPoint) => void) | null;
  onResetPoint: (index: number) => void;
  onChoiceChange: (index: number, key: string, choice: FilterFormValues['choices'][string]) => void;
  onPausedChange: (index: number, paused: boolean) => void;
  onMoveUp: (index: number) => void;
  onMoveDown: (index: number) => void;
  onDelete: (index: number) => void;
}

/** One filter: where (map, radius, municipalities), what (choices), how many, paused, order. */
export function FilterCard(props: FilterCardProps) {
  const { t } = useTranslation('products');
  const { index, control } = props;
  const filter = useWatch({ control, name: `filters.${index}` });
  const point =
    filter.latitude !== null && filter.longitude !== null
      ? { latitude: filter.latitude, longitude: filter.longitude }
      : props.home;
  const name = t('filter.title', { number: index + 1 });
  const choiceErrors = Object.fromEntries(
    props.questions.map((question) => [
      question.key,
      props.errorOf(`filters.${index}.choices.${question.key}.lte`) ??
        props.errorOf(`filters.${index}.choices.${question.key}`),
    ]),
  );
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid={`filter-${index}`}
      aria-label={name}
      component="section"
    >
      <Stack>
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={4}>{name}</Title>
            {filter.paused && <Badge color="gray">{t('filter.paused')}</Badge>}
            {props.stats?.maxed && <Badge color="orange">{t('maxed')}</Badge>}
          </Group>
          <Group gap="xs">
            <Switch
              label={t('filter.active')}
              checked={!filter.paused}
              onChange={(event) => props.onPausedChange(index, !event.currentTarget.checked)}
            />
            <ActionIcon
              variant="default"
              aria-label={t('filter.moveUp', { name })}
              disabled={index === 0}
              onClick={() => props.onMoveUp(index)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('filter.moveDown', { name })}
              disabled={index === props.count - 1}
              onClick={() => props.onMoveDown(index)}
            >
              ↓
            </ActionIcon>
            <Button size="xs" color="red" variant="subtle" onClick={() => props.onDelete(index)}>
              {t('filter.delete')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" data-testid={`filter-${index}-prediction`} aria-live="polite">
          {props.renderPrediction(filter)}
        </Text>
        {point ? (
          <Suspense
            fallback={
              <Center h={280}>
                <Loader size="sm" />
              </Center>
            }
          >
            <FilterMap
              point={point}
              radiusMeters={filter.maxDistance}
              tiles={props.tiles}
              label={t('filter.mapLabel', { name })}
              onMove={props.onMove ? (moved) => props.onMove?.(index, moved) : undefined}
            />
          </Suspense>
        ) : (
          <Text size="sm" c="dimmed">
            {t('filter.noPoint')}
          </Text>
        )}
        {filter.deviatingCoordinates && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('filter.deviating')}
            </Text>
            {props.home && props.onMove && (
              <Button size="compact-xs" variant="subtle" onClick={() => props.onResetPoint(index)}>
                {t('filter.resetPoint')}
              </Button>
            )}
          </Group>
        )}
        <Controller
          control={control}
          name={`filters.${index}.maxDistance`}
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('filter.radiusValue', { km: Math.round(field.value / 1000) })}
              </Text>
              <Slider
                min={0}
                max={MAX_FILTER_RADIUS_KM}
                step={5}
                value={Math.round(field.value / 1000)}
                onChange={(km) => field.onChange(kmToMeters(km))}
                label={(km) => `${km} km`}
                thumbLabel={t('filter.radius')}
                marks={[0, 100, 200, 300, 400, 500].map((km) => ({ value: km, label: `${km}` }))}
                mb="md"
              />
              {props.errorOf(`filters.${index}.maxDistance`) && (
                <Text size="xs" c="red" role="alert">
                  {props.errorOf(`filters.${index}.maxDistance`)}
                </Text>
              )}
            </Stack>
          )}
        />
        <Controller
          control={control}
          name={`filters.${index}.municipalities`}
          render={({ field }) => (
            <MunicipalityPicker
              provinces={props.provinces}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        {props.questions.length > 0 && <Divider label={t('filter.choices')} labelPosition="left" />}
        <FilterChoiceFields
          questions={props.questions}
          value={filter.choices}
          onChange={(key, choice) => props.onChoiceChange(index, key, choice)}
          errors={choiceErrors}
        />
        <Divider label={t('filter.limits')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name={`filters.${index}.assignmentMax`}
            render={({ field }) => (
              <NumberInput
                label={t('filter.maximum')}
                placeholder={t('noMaximum')}
                min={0}
                max={999}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                error={props.errorOf(`filters.${index}.assignmentMax`)}
              />
            )}
          />
          <Controller
            control={control}
            name={`filters.${index}.assignmentPeriod`}
            render={({ field }) => (
              <Select
                label={t('period.label')}
                data={ASSIGNMENT_PERIODS.map((period) => ({
                  value: period,
                  label: t(`period.${period}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name={`filters.${index}.notificationListId`}
            render={({ field }) => (
              <Select
                label={t('filter.notificationList')}
                placeholder={t('filter.companyLists')}
                data={props.notificationLists}
                value={field.value}
                onChange={field.onChange}
                clearable
              />
            )}
          />
        </SimpleGrid>
        {filter.assignmentPeriod === 'day' && filter.assignmentMax != null && (
          <Text size="xs" c="dimmed">
            {t('editor.weeklyHint', { count: weeklyFromDaily(filter.assignmentMax) })}
          </Text>
        )}
        {props.stats && (
          <Text size="xs" c="dimmed">
            {t('filter.count', { count: props.stats.assignmentCount })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

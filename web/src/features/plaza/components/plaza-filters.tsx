import {
  Badge,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Slider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAZA_MAX_DISTANCE_KM } from '#domain/plaza/plaza-query';
import { DateRangeField } from '../../../lib/date-field';
import {
  COMPETITOR_LIMITS,
  PLAZA_PERIODS,
  type CompetitorLimit,
  type PlazaFilterState,
  type PlazaPeriod,
  type PlazaRange,
} from '../filter-state';

export interface FilterQuestion {
  key: string;
  label: string;
  kind: string;
  unit?: string | null;
  options: { value: string; label: string }[];
}
export interface FilterProduct {
  id: string;
  discr: string;
  name: string;
  questions: FilterQuestion[];
}
export interface FilterCounts {
  /** product id -> total */
  products: Map<string, number>;
  /** `productId:questionKey:value` -> total */
  choices: Map<string, number>;
  areas: { country: string; postalCode: string; total: number }[];
}
export interface MunicipalityChoice {
  group: string;
  items: { value: string; label: string }[];
}

interface PlazaFiltersProps {
  state: PlazaFilterState;
  products: FilterProduct[];
  counts: FilterCounts | null;
  municipalities: MunicipalityChoice[];
  onChange: (change: Partial<PlazaFilterState>) => void;
}

const count = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Two numbers, applied when the field is left (not on every keystroke). */
function RangeFields({
  label,
  unit,
  range,
  onChange,
}: {
  label: string;
  unit?: string | null;
  range: PlazaRange | undefined;
  onChange: (range: PlazaRange) => void;
}) {
  const { t } = useTranslation('plaza');
  const [gte, setGte] = useState<string | number>(range?.gte ?? '');
  const [lte, setLte] = useState<string | number>(range?.lte ?? '');
  const apply = () =>
    onChange({
      gte: gte === '' ? null : Number(gte),
      lte: lte === '' ? null : Number(lte),
    });
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
        {unit ? ` (${unit})` : ''}
      </Text>
      <Group grow gap="xs" wrap="nowrap">
        <NumberInput
          size="xs"
          aria-label={`${label} ${t('filters.from')}`}
          placeholder={t('filters.from')}
          value={gte}
          min={0}
          onChange={setGte}
          onBlur={apply}
        />
        <NumberInput
          size="xs"
          aria-label={`${label} ${t('filters.to')}`}
          placeholder={t('filters.to')}
          value={lte}
          min={0}
          onChange={setLte}
          onBlur={apply}
        />
      </Group>
    </div>
  );
}

/** Kilometres from the company, applied when the handle is let go; the top end means anywhere. */
function DistanceSlider({
  distance: initial,
  onChange,
}: {
  distance: number | null;
  onChange: (km: number | null) => void;
}) {
  const { t } = useTranslation('plaza');
  const [distance, setDistance] = useState(initial ?? PLAZA_MAX_DISTANCE_KM);
  return (
    <div>
      <Text size="sm" fw={500}>
        {t('filters.distance')}:{' '}
        {distance >= PLAZA_MAX_DISTANCE_KM
          ? t('filters.anywhere')
          : t('filters.km', { km: distance })}
      </Text>
      <Slider
        aria-label={t('filters.distance')}
        min={0}
        max={PLAZA_MAX_DISTANCE_KM}
        step={5}
        value={distance}
        onChange={setDistance}
        onChangeEnd={(km) => onChange(km >= PLAZA_MAX_DISTANCE_KM ? null : km)}
        marks={[{ value: 50 }, { value: 100 }, { value: 250 }]}
        label={(km) => t('filters.km', { km })}
      />
    </div>
  );
}

/**
 * The plaza's filters, each choice with its count: how many leads choosing it
 * would show, given every other filter (the api counts them that way).
 */
export function PlazaFilters({
  state,
  products,
  counts,
  municipalities,
  onChange,
}: PlazaFiltersProps) {
  const { t } = useTranslation('plaza');
  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list, value] : list.filter((entry) => entry !== value);
  return (
    <Paper withBorder p="md" radius="md" data-testid="plaza-filters">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('filters.period')}
          </Text>
          <Select
            aria-label={t('filters.period')}
            data={PLAZA_PERIODS.map((period) => ({ value: period, label: t(`period.${period}`) }))}
            value={state.period}
            allowDeselect={false}
            onChange={(period) => onChange({ period: (period ?? 'last_7_days') as PlazaPeriod })}
          />
          {state.period === 'custom' && (
            <DateRangeField
              mt="xs"
              aria-label={t('filters.customPeriod')}
              value={[state.from, state.to]}
              onChange={([from, to]) => onChange({ from, to })}
            />
          )}
        </div>

        {/* Keyed by the distance: a loaded search or the back button sets it anew. */}
        <DistanceSlider
          key={state.distance ?? 'anywhere'}
          distance={state.distance}
          onChange={(km) => onChange({ distance: km })}
        />

        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('filters.competitors')}
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            data={COMPETITOR_LIMITS.map((limit) => ({
              value: String(limit),
              label: t(`competitors.${limit}`),
            }))}
            value={String(state.competitors)}
            onChange={(value) => onChange({ competitors: Number(value) as CompetitorLimit })}
          />
        </div>

        <div>
          <Title order={5} mb="xs">
            {t('filters.products')}
          </Title>
          <Stack gap={6}>
            {products.map((product) => {
              const enabled = state.products.includes(product.discr);
              return (
                <div key={product.id}>
                  <Checkbox
                    label={
                      <Group gap={6}>
                        <span>{product.name}</span>
                        <Badge size="sm" variant="light" color="gray">
                          {count(counts?.products.get(product.id))}
                        </Badge>
                      </Group>
                    }
                    checked={enabled}
                    onChange={(event) =>
                      onChange({
                        products: toggle(
                          state.products,
                          product.discr,
                          event.currentTarget.checked,
                        ),
                      })
                    }
                  />
                  {enabled && (
                    <Stack gap={6} pl="lg" pt={6} data-testid={`plaza-questions-${product.discr}`}>
                      {product.questions.map((question) => {
                        const key = `${product.discr}.${question.key}`;
                        if (question.options.length === 0)
                          return (
                            <RangeFields
                              key={`${key}:${state.ranges[key]?.gte}-${state.ranges[key]?.lte}`}
                              label={question.label}
                              unit={question.unit}
                              range={state.ranges[key]}
                              onChange={(range) =>
                                onChange({ ranges: { ...state.ranges, [key]: range } })
                              }
                            />
                          );
                        const chosen = state.choices[key] ?? [];
                        return (
                          <div key={key}>
                            <Text size="xs" c="dimmed">
                              {question.label}
                            </Text>
                            {question.options.map((option) => (
                              <Checkbox
                                key={option.value}
                                size="xs"
                                mt={4}
                                label={`${option.label} (${count(
                                  counts?.choices.get(
                                    `${product.id}:${question.key}:${option.value}`,
                                  ),
                                )})`}
                                checked={chosen.includes(option.value)}
                                onChange={(event) => {
                                  const values = toggle(
                                    chosen,
                                    option.value,
                                    event.currentTarget.checked,
                                  );
                                  const choices = { ...state.choices, [key]: values };
                                  if (values.length === 0) delete choices[key];
                                  onChange({ choices });
                                }}
                              />
                            ))}
                          </div>
                        );
                      })}
                    </Stack>
                  )}
                </div>
              );
            })}
          </Stack>
        </div>

        <div>
          <MultiSelect
            label={t('filters.municipalities')}
            placeholder={t('filters.allMunicipalities')}
            data={municipalities}
            value={state.municipalities}
            onChange={(values) => onChange({ municipalities: values })}
            searchable
            clearable
            maxDropdownHeight={260}
          />
          {counts && counts.areas.length > 0 && (
            <Stack gap={2} mt="xs" data-testid="plaza-areas">
              <Text size="xs" c="dimmed">
                {t('filters.areas')}
              </Text>
              <Group gap={4}>
                {counts.areas.map((area) => (
                  <Badge key={`${area.country}${area.postalCode}`} variant="outline" size="sm">
                    {area.postalCode}xx · {area.total}
                  </Badge>
                ))}
              </Group>
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

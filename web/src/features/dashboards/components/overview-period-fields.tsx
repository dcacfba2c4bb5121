import { Group, Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dutchDay, type DayRange } from '#domain/dashboards/calendar-days';
import {
  DATE_PRESETS,
  presetRange,
  type DatePreset,
} from '#domain/dashboards/lead-generator-metrics-presets';
import { LeadGeneratorMetricsProductsDocument } from '../../../gql/graphql';
import { DateRangeField } from '../../../lib/date-field';

/** The chosen days: a preset of the metrics screen, or two dates. */
export function useOverviewPeriod(initial: DatePreset) {
  const today = dutchDay(new Date());
  const [preset, setPreset] = useState<DatePreset | 'custom'>(initial);
  const [custom, setCustom] = useState<DayRange>(presetRange(initial, today));
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  return { today, preset, setPreset, custom, setCustom, range };
}

type Period = ReturnType<typeof useOverviewPeriod>;

/**
 * The period fields of the overviews and the clicks screen: the metrics screen's date
 * presets (or two dates) and, where the screen has one, the product.
 */
export function OverviewPeriodFields(props: {
  period: Period;
  product?: { value: string | null; onChange: (value: string | null) => void };
  testId: string;
}) {
  const { t } = useTranslation('dashboards');
  const { period } = props;
  const products = useQuery(LeadGeneratorMetricsProductsDocument, { skip: !props.product });
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('metrics.range')}
        data-testid={`${props.testId}-preset`}
        value={period.preset}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return;
          if (value === 'custom') period.setCustom(period.range);
          period.setPreset(value as DatePreset | 'custom');
        }}
        data={[
          ...DATE_PRESETS.map((value) => ({ value, label: t(`metrics.preset.${value}`) })),
          { value: 'custom', label: t('metrics.preset.custom') },
        ]}
      />
      {period.preset === 'custom' && (
        <DateRangeField
          label={t('metrics.dates')}
          value={[period.custom.start, period.custom.end]}
          maxDate={period.today}
          onChange={([start, end]) => period.setCustom({ start, end })}
        />
      )}
      {props.product && (
        <Select
          label={t('metrics.product')}
          placeholder={t('metrics.allProducts')}
          clearable
          searchable
          data-testid={`${props.testId}-product`}
          value={props.product.value}
          onChange={props.product.onChange}
          data={(products.data?.products ?? []).map((product) => ({
            value: product.id,
            label: product.name,
          }))}
        />
      )}
    </Group>
  );
}

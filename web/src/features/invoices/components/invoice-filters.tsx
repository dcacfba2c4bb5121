import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import type { InvoiceListParams, YesNo } from '../list-params';

interface InvoiceFiltersProps {
  params: InvoiceListParams;
  onChange: (change: Partial<Omit<InvoiceListParams, 'page'>>) => void;
}

/** The invoice list's filters: paid, credit, status, company type, company, sort. */
export function InvoiceFilters({ params, onChange }: InvoiceFiltersProps) {
  const { t } = useTranslation('invoices');
  const yesNo = (label: string, value: YesNo, key: 'paid' | 'credit') => (
    <Select
      label={label}
      placeholder={t('filter.any')}
      clearable
      w={150}
      data={[
        { value: 'y', label: t(`filter.${key}Yes`) },
        { value: 'n', label: t(`filter.${key}No`) },
      ]}
      value={value}
      onChange={(next) => onChange({ [key]: (next as YesNo) ?? null })}
    />
  );
  return (
    <Group align="end" wrap="wrap">
      {yesNo(t('filter.paid'), params.paid, 'paid')}
      {yesNo(t('filter.credit'), params.credit, 'credit')}
      <Select
        label={t('field.status')}
        placeholder={t('filter.anyStatus')}
        clearable
        w={200}
        data={Object.entries(INVOICE_STATUSES).map(([name, code]) => ({
          value: String(code),
          label: t(`status.${name}`),
        }))}
        value={params.status === null ? null : String(params.status)}
        onChange={(value) => onChange({ status: value === null ? null : Number(value) })}
      />
      <Select
        label={t('filter.companyType')}
        placeholder={t('filter.any')}
        clearable
        w={160}
        data={[
          { value: 'customer', label: t('filter.customer') },
          { value: 'partner', label: t('filter.partner') },
        ]}
        value={params.companyType}
        onChange={(value) =>
          onChange({ companyType: (value as 'customer' | 'partner' | null) ?? null })
        }
      />
      <TextInput
        label={t('filter.companyId')}
        value={params.companyId}
        inputMode="numeric"
        w={120}
        onChange={(event) => onChange({ companyId: event.currentTarget.value.replace(/\D/g, '') })}
      />
      <Select
        label={t('filter.sort')}
        w={180}
        allowDeselect={false}
        data={INVOICE_SORT_COLUMNS.map((column) => ({ value: column, label: t(`sort.${column}`) }))}
        value={params.sort}
        onChange={(value) => onChange({ sort: (value as InvoiceListParams['sort']) ?? 'number' })}
      />
      <Switch
        label={t('filter.newestFirst')}
        checked={params.reverse}
        onChange={(event) => onChange({ reverse: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}

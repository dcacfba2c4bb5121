import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AFFILIATE_TABLE_MAX_ROWS } from '#domain/affiliates/affiliate-table-input';
import { MESSAGE } from '#domain/shared/messages';
import { messageText } from '../../../lib/message-text';
import { AffiliateCompanySelect } from './affiliate-company-select';
import { LogoField } from './logo-field';

const rowSchema = z.object({
  affiliateCompanyId: z.string().min(1, MESSAGE.SELECT_OPTION),
  offer: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED),
  price: z.string().trim(),
  linkUrl: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED),
  /** One selling point a line. */
  usps: z.string(),
  highlighted: z.boolean(),
});
const schema = z.object({
  name: z.string().trim().min(1, MESSAGE.ENTER_NAME).max(100, MESSAGE.TEXT_TOO_LONG),
  title: z.string().trim().max(150, MESSAGE.TEXT_TOO_LONG),
  intro: z.string().trim().max(1000, MESSAGE.TEXT_TOO_LONG),
  rows: z.array(rowSchema).max(AFFILIATE_TABLE_MAX_ROWS, MESSAGE.VALUE_TOO_HIGH),
  logo: z.instanceof(File).nullable(),
});
export type AffiliateTableValues = z.infer<typeof schema>;
export type AffiliateTableRowValues = AffiliateTableValues['rows'][number];

export const EMPTY_ROW: AffiliateTableRowValues = {
  affiliateCompanyId: '',
  offer: '',
  price: '',
  linkUrl: '',
  usps: '',
  highlighted: false,
};

interface AffiliateTableFormProps {
  initial: Omit<AffiliateTableValues, 'logo'>;
  logoUrl: string | null;
  busy: boolean;
  onSubmit: (
    values: AffiliateTableValues,
    setError: UseFormSetError<AffiliateTableValues>,
  ) => Promise<void>;
}

/** The table's texts and logo, and its offers in their order (add, move, remove). */
export function AffiliateTableForm({ initial, logoUrl, busy, onSubmit }: AffiliateTableFormProps) {
  const { t } = useTranslation('affiliates');
  const form = useForm<AffiliateTableValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...initial, logo: null },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { errors } = form.formState;
  const error = (key: string | undefined) => (key ? messageText(key) : undefined);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <Stack maw={900}>
        <Paper withBorder p="md" radius="md">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('table.name')}
                description={t('table.nameHint')}
                required
                {...form.register('name')}
                error={error(errors.name?.message)}
              />
              <TextInput
                label={t('table.heading')}
                {...form.register('title')}
                error={error(errors.title?.message)}
              />
            </SimpleGrid>
            <Textarea
              label={t('table.intro')}
              autosize
              minRows={2}
              {...form.register('intro')}
              error={error(errors.intro?.message)}
            />
            <Controller
              control={form.control}
              name="logo"
              render={({ field }) => (
                <LogoField
                  logoUrl={logoUrl}
                  value={field.value}
                  error={error(errors.logo?.message)}
                  onChange={field.onChange}
                />
              )}
            />
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Title order={4}>{t('table.rows')}</Title>
          <Button
            variant="default"
            disabled={rows.fields.length >= AFFILIATE_TABLE_MAX_ROWS}
            onClick={() => rows.append(EMPTY_ROW)}
          >
            {t('table.addRow')}
          </Button>
        </Group>
        {rows.fields.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('table.noRows')}
          </Text>
        )}
        {rows.fields.map((row, index) => {
          const rowErrors = errors.rows?.[index];
          return (
            <Paper key={row.id} withBorder p="md" radius="md" data-testid="affiliate-table-row">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600}>{t('table.rowNumber', { number: index + 1 })}</Text>
                  <Group gap={4}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('table.moveUp')}
                      disabled={index === 0}
                      onClick={() => rows.move(index, index - 1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('table.moveDown')}
                      disabled={index === rows.fields.length - 1}
                      onClick={() => rows.move(index, index + 1)}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('table.removeRow')}
                      onClick={() => rows.remove(index)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <Controller
                    control={form.control}
                    name={`rows.${index}.affiliateCompanyId`}
                    render={({ field }) => (
                      <AffiliateCompanySelect
                        label={t('table.company')}
                        value={field.value || null}
                        error={error(rowErrors?.affiliateCompanyId?.message)}
                        onChange={(id) => field.onChange(id ?? '')}
                      />
                    )}
                  />
                  <TextInput
                    label={t('table.offer')}
                    {...form.register(`rows.${index}.offer`)}
                    error={error(rowErrors?.offer?.message)}
                  />
                  <TextInput
                    label={t('table.price')}
                    placeholder="€ 1.299"
                    {...form.register(`rows.${index}.price`)}
                    error={error(rowErrors?.price?.message)}
                  />
                </SimpleGrid>
                <TextInput
                  label={t('table.link')}
                  description={t('table.linkHint')}
                  placeholder="/out/winkel-product"
                  {...form.register(`rows.${index}.linkUrl`)}
                  error={error(rowErrors?.linkUrl?.message)}
                />
                <Textarea
                  label={t('table.usps')}
                  description={t('table.uspsHint')}
                  autosize
                  minRows={2}
                  {...form.register(`rows.${index}.usps`)}
                  error={error(rowErrors?.usps?.message)}
                />
                <Checkbox
                  label={t('table.highlighted')}
                  {...form.register(`rows.${index}.highlighted`)}
                />
              </Stack>
            </Paper>
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('table.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { OUTGOING_PREFIX } from '#domain/cms/redirection-input';
import { MESSAGE } from '#domain/shared/messages';
import { messageText } from '../../../lib/message-text';
import { AffiliateCompanySelect } from '../../affiliates';
import { useCmsTexts } from '../hooks/use-cms-texts';

const schema = z
  .object({
    url: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED),
    affiliate: z.boolean(),
    leadsTo: z.enum(['address', 'page']),
    target: z.string().trim(),
    pageId: z.string().nullable(),
    pageUrl: z.string().nullable(),
    affiliateCompanyId: z.string().nullable(),
    temporary: z.boolean(),
    description: z.string().trim().max(255, MESSAGE.TEXT_TOO_LONG),
  })
  .superRefine((values, ctx) => {
    const toPage = !values.affiliate && values.leadsTo === 'page';
    if (toPage && !values.pageId)
      ctx.addIssue({ code: 'custom', path: ['pageId'], message: MESSAGE.SELECT_OPTION });
    if (!toPage && !values.target)
      ctx.addIssue({ code: 'custom', path: ['target'], message: MESSAGE.FIELD_REQUIRED });
  });

export type RedirectionFormValues = z.infer<typeof schema>;

interface RedirectionFormProps {
  initial: RedirectionFormValues;
  saving: boolean;
  submitLabel: string;
  /** Opens the page selector; resolves the page chosen (or undefined when closed). */
  pickPage: (current: string | null) => Promise<{ id: string; url: string } | undefined>;
  /** Resolves the api's field errors (form field names) when it refused. */
  onSubmit: (values: RedirectionFormValues) => Promise<Record<string, string> | null>;
}

const FIELD_OF: Record<string, FieldPath<RedirectionFormValues>> = {
  pageId: 'pageId',
  target: 'target',
  url: 'url',
  description: 'description',
  affiliateCompanyId: 'affiliateCompanyId',
};

/**
 * A redirection: its path, and where it leads (an address or a page; only one is kept).
 * An outgoing link lives under /out/, always leads to an address and may name its company.
 */
export function RedirectionForm({
  initial,
  saving,
  submitLabel,
  pickPage,
  onSubmit,
}: RedirectionFormProps) {
  const { t } = useCmsTexts();
  const { register, control, handleSubmit, getValues, setValue, setError, formState } =
    useForm<RedirectionFormValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const errors = formState.errors;
  const error = (message: string | undefined) => (message ? messageText(message) : undefined);
  const [affiliate, chosenLeadsTo, pageUrl] = useWatch({
    control,
    name: ['affiliate', 'leadsTo', 'pageUrl'],
  });
  const leadsTo = affiliate ? 'address' : chosenLeadsTo;

  const submit = handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    for (const [field, message] of Object.entries(refused ?? {}))
      setError(FIELD_OF[field] ?? 'url', { message });
  });

  async function choosePage() {
    const page = await pickPage(getValues('pageId'));
    if (!page) return;
    setValue('pageId', page.id, { shouldDirty: true, shouldValidate: true });
    setValue('pageUrl', page.url, { shouldDirty: true });
  }

  return (
    <Paper withBorder p="md" radius="md" maw={640}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <Controller
            control={control}
            name="affiliate"
            render={({ field }) => (
              <Switch
                label={t('redirection.affiliate')}
                description={t('redirection.affiliateHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <TextInput
            label={t('redirection.url')}
            leftSection={affiliate ? OUTGOING_PREFIX : undefined}
            leftSectionWidth={affiliate ? 44 : undefined}
            placeholder={affiliate ? 'winkel-product' : '/oude-pagina'}
            required
            {...register('url')}
            error={error(errors.url?.message)}
          />
          {!affiliate && (
            <Controller
              control={control}
              name="leadsTo"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('redirection.leadsTo')}
                  </Text>
                  <SegmentedControl
                    value={field.value}
                    onChange={field.onChange}
                    data={[
                      { value: 'address', label: t('redirection.toAddress') },
                      { value: 'page', label: t('redirection.toPage') },
                    ]}
                    w={280}
                  />
                </Stack>
              )}
            />
          )}
          {leadsTo === 'address' ? (
            <TextInput
              label={t('redirection.target')}
              placeholder="https://www.winkel.nl/product"
              required
              {...register('target')}
              error={error(errors.target?.message)}
            />
          ) : (
            <Group align="end">
              <TextInput
                label={t('redirection.page')}
                value={pageUrl ?? ''}
                placeholder={t('redirection.noPage')}
                readOnly
                error={error(errors.pageId?.message)}
                style={{ flex: 1 }}
              />
              <Button variant="default" onClick={() => void choosePage()}>
                {t('redirection.choosePage')}
              </Button>
            </Group>
          )}
          {affiliate && (
            <Controller
              control={control}
              name="affiliateCompanyId"
              render={({ field }) => (
                <AffiliateCompanySelect
                  label={t('redirection.company')}
                  placeholder={t('redirection.noCompany')}
                  value={field.value}
                  error={error(errors.affiliateCompanyId?.message)}
                  onChange={field.onChange}
                />
              )}
            />
          )}
          <TextInput
            label={t('redirection.description')}
            {...register('description')}
            error={error(errors.description?.message)}
          />
          {!affiliate && (
            <Checkbox
              label={t('redirection.temporary')}
              description={t('redirection.temporaryHint')}
              {...register('temporary')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

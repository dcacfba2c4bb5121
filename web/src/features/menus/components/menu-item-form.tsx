import { Button, Group, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MENU_ICONS, MENU_LABEL_MAX, type MenuKind } from '#domain/menus/menu-kind';
import { MESSAGE } from '#domain/shared/messages';
import { isValidUrl } from '#domain/shared/validators/url';
import { messageText } from '../../../lib/message-text';

const schema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, MESSAGE.FIELD_REQUIRED)
      .max(MENU_LABEL_MAX, MESSAGE.TEXT_TOO_LONG),
    external: z.boolean(),
    externalUrl: z.string().trim().refine(isValidUrl, MESSAGE.ENTER_VALID_URL),
    pageId: z.string().nullable(),
    pageUrl: z.string().nullable(),
    icon: z.string(),
    productId: z.string().nullable(),
  })
  // The api's rule, checked here first: the kind of link chosen must be filled in.
  .superRefine((values, ctx) => {
    if (values.external && !values.externalUrl)
      ctx.addIssue({ code: 'custom', path: ['externalUrl'], message: MESSAGE.FIELD_REQUIRED });
    if (!values.external && !values.pageId)
      ctx.addIssue({ code: 'custom', path: ['pageId'], message: MESSAGE.SELECT_OPTION });
  });

export type MenuItemFormValues = z.infer<typeof schema>;

const FIELD_OF: Record<string, FieldPath<MenuItemFormValues>> = {
  label: 'label',
  externalUrl: 'externalUrl',
  pageId: 'pageId',
  icon: 'icon',
  productId: 'productId',
};

interface MenuItemFormProps {
  kind: MenuKind;
  initial: MenuItemFormValues;
  products: { id: string; name: string }[];
  saving: boolean;
  submitLabel: string;
  /** Opens the page selector; resolves the page chosen (or undefined when closed). */
  pickPage: (current: string | null) => Promise<{ id: string; url: string } | undefined>;
  /** Resolves the api's field errors (form field names) when it refused. */
  onSubmit: (values: MenuItemFormValues) => Promise<Record<string, string> | null>;
}

/** A menu item: its label and link (an address or a page); product-menu items an icon and product. */
export function MenuItemForm({
  kind,
  initial,
  products,
  saving,
  submitLabel,
  pickPage,
  onSubmit,
}: MenuItemFormProps) {
  const { t } = useTranslation('menus');
  const { register, control, handleSubmit, getValues, setValue, setError, formState } =
    useForm<MenuItemFormValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const errors = formState.errors;
  const error = (message: string | undefined) => (message ? messageText(message) : undefined);
  const [external, pageUrl] = useWatch({ control, name: ['external', 'pageUrl'] });

  const submit = handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    for (const [field, message] of Object.entries(refused ?? {}))
      setError(FIELD_OF[field] ?? 'label', { message });
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
          <TextInput
            label={t('field.label')}
            description={t('field.labelHint')}
            required
            {...register('label')}
            error={error(errors.label?.message)}
          />
          <Controller
            control={control}
            name="external"
            render={({ field }) => (
              <Switch
                label={t('field.external')}
                description={t('field.externalHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {external ? (
            <TextInput
              label={t('field.externalUrl')}
              placeholder="https://www.voorbeeld.nl"
              required
              {...register('externalUrl')}
              error={error(errors.externalUrl?.message)}
            />
          ) : (
            <Group align="end">
              <TextInput
                label={t('field.page')}
                value={pageUrl ?? ''}
                placeholder={t('field.noPage')}
                required
                readOnly
                error={error(errors.pageId?.message)}
                style={{ flex: 1 }}
              />
              <Button variant="default" onClick={() => void choosePage()}>
                {t('field.choosePage')}
              </Button>
            </Group>
          )}
          {kind === 'product_menu' && (
            <>
              <Controller
                control={control}
                name="icon"
                render={({ field }) => (
                  <Select
                    label={t('field.icon')}
                    data={MENU_ICONS.map((icon) => ({ value: icon, label: t(`icon.${icon}`) }))}
                    value={field.value}
                    allowDeselect={false}
                    onChange={(value) => value && field.onChange(value)}
                    error={error(errors.icon?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="productId"
                render={({ field }) => (
                  <Select
                    label={t('field.product')}
                    placeholder={t('field.noProduct')}
                    data={products.map((p) => ({ value: p.id, label: p.name }))}
                    value={field.value}
                    clearable
                    searchable
                    onChange={field.onChange}
                    error={error(errors.productId?.message)}
                  />
                )}
              />
            </>
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

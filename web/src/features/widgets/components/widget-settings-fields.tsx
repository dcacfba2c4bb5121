import { Button, Group, Paper, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/message-text';

/** The CTA button as the settings hold it (REST names). */
export interface ButtonSettings {
  label: string;
  external: boolean;
  external_url: string | null;
  page_id: number | string | null;
}

interface WidgetSettingsFieldsProps {
  type: string;
  settings: Record<string, unknown>;
  /** Field errors by path under settings (title, button.page_id …). */
  errors: Record<string, string>;
  buttonPageUrl: string | null;
  onChange: (settings: Record<string, unknown>) => void;
  onChooseButtonPage: () => void;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const errorOf = (key: string | undefined) => (key ? messageText(key) : undefined);

/** The type's own fields: the CTA's title, text and button, the how-to's title, the footer's text. */
export function WidgetSettingsFields(props: WidgetSettingsFieldsProps) {
  const { t } = useTranslation('widgets');
  const { type, settings, errors, onChange } = props;
  const set = (key: string, value: unknown) => onChange({ ...settings, [key]: value });

  if (type === 'how_to_b2c')
    return (
      <TextInput
        label={t('settings.title')}
        value={textOf(settings.title)}
        error={errorOf(errors.title)}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
    );
  if (type === 'footer_bar')
    return (
      <Textarea
        label={t('settings.footerText')}
        autosize
        minRows={2}
        value={textOf(settings.text)}
        error={errorOf(errors.text)}
        onChange={(e) => set('text', e.currentTarget.value)}
      />
    );
  if (type !== 'home_page_cta') return null;

  const button = (settings.button as ButtonSettings | null | undefined) ?? null;
  const setButton = (change: Partial<ButtonSettings>) =>
    set('button', {
      label: '',
      external: false,
      external_url: null,
      page_id: null,
      ...button,
      ...change,
    });
  return (
    <Stack gap="xs">
      <TextInput
        label={t('settings.title')}
        value={textOf(settings.title)}
        error={errorOf(errors.title)}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
      <Textarea
        label={t('settings.text')}
        autosize
        minRows={2}
        value={textOf(settings.text)}
        error={errorOf(errors.text)}
        onChange={(e) => set('text', e.currentTarget.value)}
      />
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600} size="sm">
              {t('settings.button')}
            </Text>
            {button ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => set('button', null)}
              >
                {t('settings.removeButton')}
              </Button>
            ) : (
              <Button size="compact-xs" variant="light" onClick={() => setButton({})}>
                {t('settings.addButton')}
              </Button>
            )}
          </Group>
          {button && (
            <Group align="flex-start" grow>
              <TextInput
                label={t('settings.buttonLabel')}
                value={button.label}
                error={errorOf(errors['button.label'])}
                onChange={(e) => setButton({ label: e.currentTarget.value })}
              />
              <Switch
                label={t('link.external')}
                mt={30}
                checked={button.external}
                onChange={(e) => setButton({ external: e.currentTarget.checked })}
              />
              {button.external ? (
                <TextInput
                  label={t('link.url')}
                  placeholder="https://"
                  value={button.external_url ?? ''}
                  error={errorOf(errors['button.external_url'])}
                  onChange={(e) => setButton({ external_url: e.currentTarget.value })}
                />
              ) : (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('link.page')}
                  </Text>
                  <Group gap="xs">
                    <Text size="sm" c={props.buttonPageUrl ? undefined : 'dimmed'}>
                      {props.buttonPageUrl ?? t('link.noPage')}
                    </Text>
                    <Button size="compact-sm" variant="light" onClick={props.onChooseButtonPage}>
                      {t('link.choosePage')}
                    </Button>
                  </Group>
                  {errors['button.page_id'] && (
                    <Text size="xs" c="red">
                      {errorOf(errors['button.page_id'])}
                    </Text>
                  )}
                </Stack>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

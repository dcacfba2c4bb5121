import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface PartnerSettingsValues {
  mustBeVerifiedProducts: string[];
  utmCampaign: string;
  utmMedium: string;
  utmSource: string;
  sourceDomain: string;
}

interface PartnerSettingsFormProps {
  guid: string | null;
  defaultValues: PartnerSettingsValues;
  submitting: boolean;
  onSubmit: (values: PartnerSettingsValues) => void;
  onCancel: () => void;
}

export function PartnerSettingsForm(props: PartnerSettingsFormProps) {
  const { t } = useTranslation('companies');
  const { register, control, handleSubmit } = useForm<PartnerSettingsValues>({
    defaultValues: props.defaultValues,
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(event) => void handleSubmit(props.onSubmit)(event)} noValidate>
        <Stack>
          <Title order={2}>{t('partner.title')}</Title>
          <Text size="sm">
            {t('partner.guid')}: <code>{props.guid ?? t('partner.guidAfterSave')}</code>
          </Text>
          <Controller
            control={control}
            name="mustBeVerifiedProducts"
            render={({ field }) => (
              <TagsInput
                label={t('partner.mustBeVerifiedProducts')}
                description={t('partner.mustBeVerifiedHint')}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('partner.utmSource')} {...register('utmSource')} />
            <TextInput label={t('partner.utmMedium')} {...register('utmMedium')} />
            <TextInput label={t('partner.utmCampaign')} {...register('utmCampaign')} />
            <TextInput label={t('partner.sourceDomain')} {...register('sourceDomain')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" loading={props.submitting}>
              {t('action.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

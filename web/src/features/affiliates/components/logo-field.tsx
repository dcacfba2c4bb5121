import { FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LogoFieldProps {
  logoUrl: string | null;
  value: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** The logo as it is, and a file to replace it with (uploaded after saving). */
export function LogoField({ logoUrl, value, error, onChange }: LogoFieldProps) {
  const { t } = useTranslation('affiliates');
  return (
    <Group align="flex-end" wrap="nowrap">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('logo.current')}
        </Text>
        {logoUrl ? (
          <Image src={logoUrl} alt="" w={96} h={48} fit="contain" data-testid="affiliate-logo" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('logo.none')}
          </Text>
        )}
      </Stack>
      <FileInput
        label={t('logo.label')}
        placeholder={t('logo.placeholder')}
        accept="image/png,image/jpeg,image/webp,image/svg+xml"
        clearable
        value={value}
        onChange={onChange}
        error={error}
        style={{ flex: 1 }}
      />
    </Group>
  );
}

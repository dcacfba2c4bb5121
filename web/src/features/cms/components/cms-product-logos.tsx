import {
  ActionIcon,
  FileButton,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface EditedLogo {
  id: string;
  name: string;
  url: string;
}

interface CmsProductLogosProps {
  logos: EditedLogo[];
  /** Null: the product is not stored yet, so nothing can be uploaded. */
  onUpload: ((file: File) => void) | null;
  uploading: boolean;
  onChange: (logos: EditedLogo[]) => void;
}

/** The logos shown with a product: renamed, moved and removed here, kept on saving. */
export function CmsProductLogos({ logos, onUpload, uploading, onChange }: CmsProductLogosProps) {
  const { t } = useTranslation('cms');
  const move = (from: number, to: number) => {
    const next = [...logos];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('cmsProduct.logos')}</Text>
          {onUpload ? (
            <FileButton
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              onChange={(file) => file && onUpload(file)}
            >
              {(props) => (
                <Button variant="default" size="xs" loading={uploading} {...props}>
                  {t('cmsProduct.addLogo')}
                </Button>
              )}
            </FileButton>
          ) : (
            <Text size="xs" c="dimmed">
              {t('cmsProduct.saveFirst')}
            </Text>
          )}
        </Group>
        {logos.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('cmsProduct.noLogos')}
          </Text>
        )}
        {logos.map((logo, index) => (
          <Group key={logo.id} wrap="nowrap" data-testid="cms-product-logo">
            <Image src={logo.url} alt="" w={96} h={48} fit="contain" />
            <TextInput
              aria-label={t('cmsProduct.logoName')}
              value={logo.name}
              onChange={(event) =>
                onChange(
                  logos.map((l) =>
                    l.id === logo.id ? { ...l, name: event.currentTarget.value } : l,
                  ),
                )
              }
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              aria-label={t('cmsProduct.moveUp')}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('cmsProduct.moveDown')}
              disabled={index === logos.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('cmsProduct.removeLogo', { name: logo.name })}
              onClick={() => onChange(logos.filter((l) => l.id !== logo.id))}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

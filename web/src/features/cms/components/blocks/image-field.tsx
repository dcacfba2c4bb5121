import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { useCmsTexts } from '../../hooks/use-cms-texts';
import { cmsUrls } from '../../urls';
import { useBlockChoices } from './block-choices';

interface ImageFieldProps {
  label: string;
  value: number | null;
  error?: string;
  onChange: (id: number | null) => void;
}

/** An image of the domain, chosen in the upload selector, shown small. */
export function ImageField({ label, value, error, onChange }: ImageFieldProps) {
  const { t } = useCmsTexts();
  const { pickImage } = useBlockChoices();
  const choose = async () => {
    const picked = await pickImage(value);
    if (picked !== undefined) onChange(picked);
  };
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="sm" mt={4} align="center">
        {value === null ? (
          <Text size="sm" c="dimmed" w={96}>
            {t('upload.noImage')}
          </Text>
        ) : (
          <Image
            src={cmsUrls.uploadThumbnailUrl(value)}
            fallbackSrc={cmsUrls.uploadFileUrl(value)}
            alt=""
            w={96}
            h={54}
            fit="cover"
            radius="sm"
          />
        )}
        <Stack gap={4}>
          <Button
            size="xs"
            variant="light"
            onClick={() => void choose()}
            aria-label={`${label}: ${t('upload.choose')}`}
          >
            {t('upload.choose')}
          </Button>
          {value !== null && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
              {t('upload.remove')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

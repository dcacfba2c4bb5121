import { Button, Center, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface AdGeneratorFormatCardProps {
  code: string;
  width: number;
  height: number;
  /** The composed ad (PNG); its address changes when its inputs do. */
  url: string;
  fileName: string;
}

/** One ad format: the preview of the composed ad and its download. */
export function AdGeneratorFormatCard(props: AdGeneratorFormatCardProps) {
  const { t } = useTranslation('marketing');
  // The api composes an ad on first request (well under a second): show a loader until then.
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const label = t(`adGenerator.format.${props.code}`, { defaultValue: props.code });
  const previewHeight = 260;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`ad-format-${props.code}`}>
      <Stack gap="xs" align="center">
        <Text fw={600}>{label}</Text>
        <Text size="xs" c="dimmed">
          {t('adGenerator.size', { width: props.width, height: props.height })}
        </Text>
        <Center h={previewHeight} w="100%" pos="relative">
          {loadedUrl !== props.url && <Loader pos="absolute" />}
          <Image
            src={props.url}
            alt={t('adGenerator.previewAlt', { format: label })}
            h={previewHeight}
            w="100%"
            fit="contain"
            radius="sm"
            onLoad={() => setLoadedUrl(props.url)}
            data-testid={`ad-preview-${props.code}`}
          />
        </Center>
        <Button
          component="a"
          href={props.url}
          download={props.fileName}
          variant="light"
          size="xs"
          data-testid={`ad-download-${props.code}`}
        >
          {t('adGenerator.download')}
        </Button>
      </Stack>
    </Paper>
  );
}

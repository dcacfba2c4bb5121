import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ClaimNeighbourNavProps {
  previousId: string | null;
  nextId: string | null;
  onOpen: (id: string) => void;
}

/** Previous and next claim in the list with the same filters. */
export function ClaimNeighbourNav({ previousId, nextId, onOpen }: ClaimNeighbourNavProps) {
  const { t } = useTranslation('claims');
  return (
    <Group justify="space-between">
      <Button
        variant="default"
        size="xs"
        disabled={!previousId}
        onClick={() => previousId && onOpen(previousId)}
      >
        ← {t('detail.previous')}
      </Button>
      <Button
        variant="default"
        size="xs"
        disabled={!nextId}
        onClick={() => nextId && onOpen(nextId)}
      >
        {t('detail.next')} →
      </Button>
    </Group>
  );
}

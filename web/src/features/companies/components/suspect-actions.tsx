import { useState } from 'react';
import { Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Choice } from './company-form';

interface SuspectActionsProps {
  accountManagers: Choice[];
  busy: boolean;
  /** Opened straight away (?initAddToSales=y). */
  initialPushOpen: boolean;
  onStartTrial: () => void;
  onNotInterested: () => void;
  onPushToSales: (accountManagerId: string) => void;
}

/** What staff do with a suspect: start a trial, mark it not interested, or hand it to sales. */
export function SuspectActions(props: SuspectActionsProps) {
  const { t } = useTranslation('companies');
  const [pushOpen, setPushOpen] = useState(props.initialPushOpen);
  const [manager, setManager] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="suspect-actions">
      <Stack>
        <Title order={3}>{t('suspect.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('suspect.intro')}
        </Text>
        <Group>
          <Button onClick={props.onStartTrial} loading={props.busy}>
            {t('suspect.startTrial')}
          </Button>
          <Button variant="light" onClick={() => setPushOpen(true)}>
            {t('suspect.pushToSales')}
          </Button>
          <Button variant="subtle" color="red" onClick={props.onNotInterested}>
            {t('suspect.notInterested')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={pushOpen}
        onClose={() => setPushOpen(false)}
        title={t('suspect.pushToSales')}
        centered
      >
        <Stack>
          <Select
            label={t('field.accountManager')}
            data={props.accountManagers}
            value={manager}
            onChange={setManager}
            searchable
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPushOpen(false)}>
              {t('action.cancel')}
            </Button>
            <Button
              disabled={!manager}
              loading={props.busy}
              onClick={() => {
                if (!manager) return;
                props.onPushToSales(manager);
                setPushOpen(false);
              }}
            >
              {t('suspect.push')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

import { Alert, Paper, ScrollArea, SegmentedControl, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ASSIGNED_LEAD_STATE_NAMES } from '../list-params';

/** The states a company sets itself, in pipeline order; claimed only comes from a claim. */
const PIPELINE = ASSIGNED_LEAD_STATE_NAMES.filter((state) => state !== 'claimed');

interface PipelineControlProps {
  state: string;
  busy: boolean;
  onChange: (state: (typeof PIPELINE)[number]) => void;
}

/** new → open → attention → contact → appointment → offer → client, and archive. */
export function PipelineControl({ state, busy, onChange }: PipelineControlProps) {
  const { t } = useTranslation('leads');
  const claimed = state === 'claimed';
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4}>{t('customer.pipeline')}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('customer.pipelineHint')}
      </Text>
      {claimed ? (
        <Alert color="red" variant="light" data-testid="pipeline-claimed">
          {t('customer.claimed')}
        </Alert>
      ) : (
        <ScrollArea type="auto" offsetScrollbars>
          <SegmentedControl
            aria-label={t('customer.pipeline')}
            data-testid="pipeline"
            value={state}
            disabled={busy}
            onChange={(next) => {
              if (next !== state) onChange(next as (typeof PIPELINE)[number]);
            }}
            data={PIPELINE.map((value) => ({ value, label: t(`state.${value}`) }))}
          />
        </ScrollArea>
      )}
    </Paper>
  );
}

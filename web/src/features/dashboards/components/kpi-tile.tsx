import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changeDirection, changePercent } from '#domain/dashboards/period-change';

interface KpiTileProps {
  label: string;
  value: string;
  /** The figures behind value and compared value, for the change badge. */
  current?: number;
  previous?: number;
  /** What the figure is compared with, e.g. "vorige 29 dagen: 12". */
  compared?: string;
  hint?: ReactNode;
  /** Where a click on the tile goes: the screen that holds the figure's details. */
  to?: string;
  testId: string;
  tone?: 'default' | 'warning';
}

/** One number that matters, with its change against the compared period and a way in. */
export function KpiTile(props: KpiTileProps) {
  const { t } = useTranslation('dashboards');
  const hasChange = props.current !== undefined && props.previous !== undefined;
  const percent = hasChange ? changePercent(props.current!, props.previous!) : null;
  const direction = hasChange ? changeDirection(props.current!, props.previous!) : 'flat';
  const body = (
    <Paper
      withBorder
      p="md"
      radius="md"
      h="100%"
      data-testid={props.testId}
      bg={props.tone === 'warning' ? 'yellow.0' : undefined}
    >
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fz={28} fw={700} data-testid={`${props.testId}-value`}>
          {props.value}
        </Text>
        {hasChange && (
          <Badge
            variant="light"
            color={direction === 'up' ? 'teal' : direction === 'down' ? 'red' : 'gray'}
            data-testid={`${props.testId}-change`}
          >
            {percent === null
              ? t('change.new')
              : t('change.percent', { sign: percent > 0 ? '+' : '', percent })}
          </Badge>
        )}
      </Group>
      {props.compared && (
        <Text size="xs" c="dimmed">
          {props.compared}
        </Text>
      )}
      {props.hint}
    </Paper>
  );
  if (!props.to) return body;
  return (
    <UnstyledButton component={Link} to={props.to} h="100%" display="block">
      {body}
    </UnstyledButton>
  );
}

import { Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

interface StackedBarChartProps {
  title: string;
  series: readonly BarSeries[];
  bars: readonly { label: string; values: Record<string, number> }[];
}

const HEIGHT = 180;

/**
 * A small stacked bar chart drawn as SVG (no chart library in the project): one bar
 * per label, one colour per series, with a legend. Each bar has a title for hover.
 */
export function StackedBarChart({ title, series, bars }: StackedBarChartProps) {
  const max = Math.max(
    1,
    ...bars.map((bar) => series.reduce((sum, s) => sum + (bar.values[s.key] ?? 0), 0)),
  );
  const width = 40;
  const gap = 16;
  const total = Math.max(1, bars.length) * (width + gap);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={5}>{title}</Title>
        <svg
          role="img"
          aria-label={title}
          viewBox={`0 0 ${total} ${HEIGHT + 24}`}
          style={{ width: '100%', maxHeight: 260 }}
          data-testid="claim-chart"
        >
          {bars.map((bar, index) => {
            let y = HEIGHT;
            const x = index * (width + gap) + gap / 2;
            return (
              <g key={bar.label}>
                {series.map((s) => {
                  const value = bar.values[s.key] ?? 0;
                  const height = (value / max) * HEIGHT;
                  y -= height;
                  return (
                    <rect key={s.key} x={x} y={y} width={width} height={height} fill={s.color}>
                      <title>{`${bar.label} · ${s.label}: ${value}`}</title>
                    </rect>
                  );
                })}
                <text
                  x={x + width / 2}
                  y={HEIGHT + 16}
                  fontSize="10"
                  textAnchor="middle"
                  fill="currentColor"
                >
                  {bar.label}
                </text>
              </g>
            );
          })}
        </svg>
        <Group gap="md">
          {series.map((s) => (
            <Group key={s.key} gap={4}>
              <span
                style={{ width: 10, height: 10, background: s.color, display: 'inline-block' }}
              />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { CmsPageComparisonQuery } from '../../../gql/graphql';
import { useCmsTexts } from '../hooks/use-cms-texts';

const COLOURS = { same: 'gray', changed: 'orange', added: 'teal', removed: 'red' } as const;

type Comparison = CmsPageComparisonQuery['cmsPageComparison'];
type ComparedBlock = Comparison['blocks'][number]['before'];

const COMMON_FIELDS = ['heading', 'anchor', 'columns', 'type'] as const;

/** A field of a compared block as short text: common fields sit on the block, the kind's in `fields`. */
function shown(block: ComparedBlock, field: string): string {
  if (!block) return '';
  const value = (COMMON_FIELDS as readonly string[]).includes(field)
    ? (block as Record<string, unknown>)[field]
    : (block.fields as Record<string, unknown> | null)?.[field];
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** Two versions side by side: the page fields that differ, then block by block. */
export function PageComparisonList({ comparison }: { comparison: Comparison }) {
  const { t, blockKind } = useCmsTexts();
  return (
    <Stack gap="xs" data-testid="page-comparison">
      <Text size="sm" fw={500}>
        {t('history.comparing', { from: comparison.from, to: comparison.to })}
      </Text>
      <Text size="sm">
        {comparison.fields.length === 0
          ? t('history.noFieldChanges')
          : t('history.fieldChanges', { fields: comparison.fields.join(', ') })}
      </Text>
      <List spacing={4} listStyleType="none">
        {comparison.blocks.map((block) => (
          <List.Item key={block.position} data-testid="block-change" data-change={block.change}>
            <Group gap="xs">
              <Text size="sm" w={24}>
                {block.position + 1}.
              </Text>
              <Badge size="sm" color={COLOURS[block.change]} variant="light">
                {t(`history.change.${block.change}`)}
              </Badge>
              <Text size="sm">
                {block.typeFrom && block.typeTo && block.typeFrom !== block.typeTo
                  ? `${blockKind(block.typeFrom)} → ${blockKind(block.typeTo)}`
                  : blockKind(block.typeTo ?? block.typeFrom ?? '')}
              </Text>
            </Group>
            {block.change === 'changed' &&
              block.fields.map((field) => (
                <Text key={field} size="xs" c="dimmed" ml={32} data-testid="field-change">
                  {field}: {shown(block.before, field)} → {shown(block.after, field)}
                </Text>
              ))}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

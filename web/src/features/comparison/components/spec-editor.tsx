import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparisonProductFieldsFragment } from '../../../gql/graphql';

type Spec = ComparisonProductFieldsFragment['specs'][number];

/** Specs grouped under their category, in the core product's display order. */
function byCategory(specs: readonly Spec[]) {
  const groups: { category: string; specs: Spec[] }[] = [];
  for (const spec of specs) {
    const last = groups[groups.length - 1];
    if (last && last.category === spec.category) last.specs.push(spec);
    else groups.push({ category: spec.category, specs: [spec] });
  }
  return groups;
}

/** The product's value per feature; an emptied value removes the spec on save. */
export function SpecEditor({
  specs,
  saving,
  onSave,
}: {
  specs: readonly Spec[];
  saving: boolean;
  onSave: (values: { featureId: string; value: string }[]) => Promise<void>;
}) {
  const { t } = useTranslation('comparison');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(specs.map((spec) => [spec.featureId, spec.value ?? ''])),
  );
  const changed = specs.some((spec) => (values[spec.featureId] ?? '') !== (spec.value ?? ''));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('specs.title')}</Title>
          <Button
            loading={saving}
            disabled={!changed}
            onClick={() =>
              void onSave(
                specs.map((spec) => ({
                  featureId: spec.featureId,
                  value: values[spec.featureId] ?? '',
                })),
              )
            }
          >
            {t('specs.save')}
          </Button>
        </Group>
        {specs.length === 0 && <Text c="dimmed">{t('specs.noFeatures')}</Text>}
        {byCategory(specs).map((group) => (
          <Stack key={group.category} gap="xs">
            <Text fw={600} size="sm" c="dimmed" tt="uppercase">
              {group.category || t('specs.noCategory')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {group.specs.map((spec) => (
                <TextInput
                  key={spec.featureId}
                  label={spec.unit ? `${spec.name} (${spec.unit})` : spec.name}
                  value={values[spec.featureId] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setValues((current) => ({ ...current, [spec.featureId]: value }));
                  }}
                  rightSectionWidth={spec.source && spec.source !== 'EDITOR' ? 90 : undefined}
                  rightSection={
                    spec.source && spec.source !== 'EDITOR' ? (
                      <Badge size="xs" variant="light">
                        {t(`specs.source.${spec.source}`)}
                      </Badge>
                    ) : null
                  }
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

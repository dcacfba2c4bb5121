import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { featuresByCategory } from '#domain/features/feature-input';
import {
  ComparisonFeaturesDocument,
  OrderComparisonFeaturesDocument,
  SetComparisonFeatureEnabledDocument,
  type ComparisonFeatureFieldsFragment,
} from '../../../gql/graphql';
import { moveItem } from '../../../lib/move-item';
import { notifySuccess } from '../../../lib/notify';
import { CoreProductPicker, useCoreProductChoice } from '../components/core-product-picker';
import { featureUrls } from '../urls';

type Feature = ComparisonFeatureFieldsFragment;

/** One category: its features in order, dragged (or moved up and down) within it. */
function CategoryTable({
  category,
  priority,
  features,
  onMove,
  onToggle,
}: {
  category: string;
  priority: number;
  features: Feature[];
  onMove: (from: number, to: number) => void;
  onToggle: (feature: Feature, enabled: boolean) => void;
}) {
  const { t } = useTranslation('features');
  const [dragging, setDragging] = useState<number | null>(null);
  return (
    <Paper withBorder p="md" radius="md" data-testid="feature-category">
      <Group justify="space-between" mb="xs">
        <Title order={4}>{category || t('list.noCategory')}</Title>
        <Badge variant="light">{t('list.priority', { priority })}</Badge>
      </Group>
      <Table layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>{t('field.name')}</Table.Th>
            <Table.Th w={120}>{t('field.unit')}</Table.Th>
            <Table.Th w={80}>{t('field.group')}</Table.Th>
            <Table.Th w={120} ta="right">
              {t('field.specCount')}
            </Table.Th>
            <Table.Th w={90}>{t('field.enabled')}</Table.Th>
            <Table.Th w={90} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {features.map((feature, index) => (
            <Table.Tr
              key={feature.id}
              data-testid="feature-row"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', feature.id);
                setDragging(index);
              }}
              onDragOver={(event) => {
                if (dragging !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null && dragging !== index) onMove(dragging, index);
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              style={{ cursor: 'grab', opacity: feature.enabled ? 1 : 0.6 }}
            >
              <Table.Td c="dimmed" aria-hidden>
                ⠿
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={featureUrls.feature(feature.id)} fz="sm">
                  {feature.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{feature.unit ?? ''}</Table.Td>
              <Table.Td>{feature.groupId ?? ''}</Table.Td>
              <Table.Td ta="right">{feature.specCount}</Table.Td>
              <Table.Td>
                <Switch
                  checked={feature.enabled}
                  aria-label={t('list.enabledOf', { name: feature.name })}
                  onChange={(event) => onToggle(feature, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('list.up', { name: feature.name })}
                    disabled={index === 0}
                    onClick={() => onMove(index, index - 1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('list.down', { name: feature.name })}
                    disabled={index === features.length - 1}
                    onClick={() => onMove(index, index + 1)}
                  >
                    ↓
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** /feature: a core product's features by category, switched on and off, reordered by dragging. */
export function FeatureListView() {
  const { t } = useTranslation('features');
  const { coreProductId, options, choose, loaded } = useCoreProductChoice();
  const { data, loading, refetch } = useQuery(ComparisonFeaturesDocument, {
    variables: { coreProductId: coreProductId ?? '' },
    skip: !coreProductId,
    fetchPolicy: 'cache-and-network',
  });
  const [order] = useMutation(OrderComparisonFeaturesDocument);
  const [setEnabled] = useMutation(SetComparisonFeatureEnabledDocument);
  const features = data?.comparisonFeatures ?? [];
  const groups = featuresByCategory(features);

  async function move(category: string, list: Feature[], from: number, to: number) {
    if (!coreProductId) return;
    const next = moveItem(list, from, to);
    try {
      await order({
        variables: {
          coreProductId,
          category,
          items: next.map((feature) => ({ id: feature.id, version: feature.version })),
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why (someone else changed the order: read again).
    }
    await refetch();
  }

  async function toggle(feature: Feature, enabled: boolean) {
    try {
      await setEnabled({ variables: { id: feature.id, enabled } });
    } catch {
      await refetch();
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('list.title')}</Title>
        <Group align="flex-end">
          <CoreProductPicker
            value={coreProductId}
            options={options}
            onChange={(id) => choose(id)}
          />
          <Button
            component={Link}
            to={coreProductId ? featureUrls.newFeature(coreProductId) : '#'}
            disabled={!coreProductId}
          >
            {t('list.new')}
          </Button>
        </Group>
      </Group>
      {(!loaded || (loading && !data)) && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {loaded && data && features.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      {groups.map((group) => (
        <CategoryTable
          key={group.category}
          category={group.category}
          priority={group.categoryPriority}
          features={group.features}
          onMove={(from, to) => void move(group.category, group.features, from, to)}
          onToggle={(feature, enabled) => void toggle(feature, enabled)}
        />
      ))}
    </Stack>
  );
}

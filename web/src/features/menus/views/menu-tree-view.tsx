import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuKind } from '#domain/menus/menu-kind';
import {
  placementForDrop,
  placementForKey,
  type DropZone,
  type KeyMove,
  type Placement,
} from '#domain/menus/menu-tree';
import {
  CmsDomainsDocument,
  CmsMenuItemsDocument,
  DeleteCmsMenuItemDocument,
  MoveCmsMenuItemDocument,
  type CmsMenuItemFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { catalogueMessage, classifyError } from '../../../lib/error-kind';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentDomain } from '../../cms';
import { MenuTree } from '../components/menu-tree';
import { treeNodes } from '../tree-nodes';
import { menuUrls } from '../urls';

type Item = CmsMenuItemFieldsFragment;

/** /menu and /product-menu: the current domain's tree, reordered and re-parented by dragging. */
function MenuTreeScreen({ kind }: { kind: MenuKind }) {
  const { t } = useTranslation('menus');
  const urls = menuUrls(kind);
  const [currentDomain, setCurrentDomain] = useCurrentDomain();
  const domains = useQuery(CmsDomainsDocument);
  const domainItems = domains.data?.cmsDomains.items ?? [];
  const known = domainItems.some((d) => String(d.id) === currentDomain);
  const domainId = known ? currentDomain : domainItems[0] ? String(domainItems[0].id) : null;
  const { data, previousData, refetch } = useQuery(CmsMenuItemsDocument, {
    variables: { kind, domainId: domainId ?? '' },
    skip: !domainId,
    fetchPolicy: 'cache-and-network',
  });
  const [move, moving] = useMutation(MoveCmsMenuItemDocument, { context: { notify: false } });
  const [remove, removing] = useMutation(DeleteCmsMenuItemDocument);
  const items = useMemo(
    () => (data ?? previousData)?.cmsMenuItems.items ?? [],
    [data, previousData],
  );
  const nodes = useMemo(() => treeNodes(items), [items]);

  async function moveTo(item: Item, placement: Placement | null) {
    if (!placement) return;
    try {
      await move({
        variables: {
          kind,
          id: item.id,
          parentId: placement.parentId === null ? null : String(placement.parentId),
          position: placement.position,
          version: item.version,
        },
      });
    } catch (error) {
      // Someone else changed the tree meanwhile, or the drop was not allowed: say why.
      const refused = classifyError(error);
      notifyError(refused.fields?.parentId ?? catalogueMessage(refused, 'MESSAGE.ERROR_OCCURRED'));
    }
    await refetch();
  }

  const byId = (id: string) => items.find((item) => item.id === id);

  async function drop(item: Item) {
    const count = item.childCount + 1;
    const sure = await confirmAction({
      title: t('tree.delete'),
      text: t('tree.deleteConfirm', { label: item.label, count }),
      confirmLabel: t('tree.deleteCount', { count }),
    });
    if (!sure) return;
    try {
      await remove({ variables: { kind, id: item.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    } catch {
      // The error notice says why.
    }
    await refetch();
  }

  return (
    <Stack maw={1100}>
      <Group justify="space-between">
        <Title order={2}>{t(`tree.title.${kind}`)}</Title>
        {domainId && (
          <Button component={Link} to={urls.newItem(domainId)}>
            {t('tree.add')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" justify="space-between">
          <Select
            label={t('tree.domain')}
            data={domainItems.map((d) => ({ value: String(d.id), label: d.name }))}
            value={domainId}
            allowDeselect={false}
            onChange={(value) => value && setCurrentDomain(value)}
            w={320}
          />
          <Text size="sm" c="dimmed" maw={520}>
            {t('tree.hint')}
          </Text>
        </Group>
      </Paper>
      {domainId && (
        <MenuTree
          items={items}
          busy={moving.loading || removing.loading}
          itemUrl={(item) => urls.item(domainId, item.id)}
          addChildUrl={(item) => urls.newItem(domainId, item.id)}
          canMove={(item, key: KeyMove) => placementForKey(nodes, Number(item.id), key) !== null}
          canDrop={(draggedId, targetId, zone: DropZone) =>
            placementForDrop(nodes, Number(draggedId), Number(targetId), zone) !== null
          }
          onMove={(item, key) => void moveTo(item, placementForKey(nodes, Number(item.id), key))}
          onDrop={(draggedId, targetId, zone) => {
            const item = byId(draggedId);
            if (item)
              void moveTo(item, placementForDrop(nodes, Number(draggedId), Number(targetId), zone));
          }}
          onDelete={(item) => void drop(item)}
        />
      )}
    </Stack>
  );
}

export function MenuTreeView() {
  return <MenuTreeScreen kind="menu" />;
}

export function ProductMenuTreeView() {
  return <MenuTreeScreen kind="product_menu" />;
}

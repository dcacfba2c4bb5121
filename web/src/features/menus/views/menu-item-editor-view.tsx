import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DEFAULT_MENU_ICON, type MenuKind } from '#domain/menus/menu-kind';
import {
  CmsMenuItemDocument,
  CmsMenuProductsDocument,
  CreateCmsMenuItemDocument,
  DeleteCmsMenuItemDocument,
  UpdateCmsMenuItemDocument,
  type CmsMenuItemFieldsFragment,
  type CmsMenuItemInput,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { classifyError } from '../../../lib/error-kind';
import { notifySuccess } from '../../../lib/notify';
import { useRouteDomain } from '../../cms';
import { PageSelectorView, type PickedPage } from '../../cms';
import { useDialogPicker } from '../../cms';
import { MenuItemForm, type MenuItemFormValues } from '../components/menu-item-form';
import { menuUrls } from '../urls';

const EMPTY: MenuItemFormValues = {
  label: '',
  external: false,
  externalUrl: '',
  pageId: null,
  pageUrl: null,
  icon: DEFAULT_MENU_ICON,
  productId: null,
};

function formValues(item: CmsMenuItemFieldsFragment): MenuItemFormValues {
  return {
    label: item.label,
    external: item.external,
    externalUrl: item.externalUrl ?? '',
    pageId: item.pageId ? String(item.pageId) : null,
    pageUrl: item.pageUrl ?? null,
    icon: item.icon ?? DEFAULT_MENU_ICON,
    productId: item.productId ? String(item.productId) : null,
  };
}

function inputOf(kind: MenuKind, values: MenuItemFormValues): CmsMenuItemInput {
  const product = kind === 'product_menu';
  return {
    label: values.label,
    external: values.external,
    externalUrl: values.external ? values.externalUrl : null,
    pageId: values.external ? null : values.pageId,
    icon: product ? values.icon : null,
    productId: product ? values.productId : null,
  };
}

/** /domain/:domainId/(product-)menu/new/:parentId? and …/:menuItemId; back to the tree after saving. */
function MenuItemEditor({ kind }: { kind: MenuKind }) {
  const { t } = useTranslation('menus');
  const { domainId = '', menuItemId, parentId } = useParams();
  useRouteDomain(domainId);
  const navigate = useNavigate();
  const urls = menuUrls(kind);
  const isNew = !menuItemId;
  const item = useQuery(CmsMenuItemDocument, {
    variables: { kind, id: menuItemId ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const parent = useQuery(CmsMenuItemDocument, {
    variables: { kind, id: parentId ?? '' },
    skip: !isNew || !parentId,
  });
  const products = useQuery(CmsMenuProductsDocument, { skip: kind !== 'product_menu' });
  const refetchQueries = ['CmsMenuItems'];
  const [create, creating] = useMutation(CreateCmsMenuItemDocument, { refetchQueries });
  const [save, saving] = useMutation(UpdateCmsMenuItemDocument, { refetchQueries });
  const [remove, removing] = useMutation(DeleteCmsMenuItemDocument, { refetchQueries });
  const pages = useDialogPicker<string | null, PickedPage>((current, finish) => (
    <PageSelectorView
      domainId={domainId}
      selectedId={current}
      onSelect={finish}
      onClose={() => finish(undefined)}
    />
  ));
  const found = item.data?.cmsMenuItem;

  async function submit(values: MenuItemFormValues) {
    const input = inputOf(kind, values);
    try {
      if (found) await save({ variables: { kind, id: found.id, input, version: found.version } });
      else await create({ variables: { kind, domainId, parentId: parentId ?? null, input } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      await navigate(urls.tree());
      return null;
    } catch (error) {
      return classifyError(error).fields ?? {};
    }
  }

  async function deleteItem(current: CmsMenuItemFieldsFragment) {
    const count = current.childCount + 1;
    const sure = await confirmAction({
      title: t('tree.delete'),
      text: t('tree.deleteConfirm', { label: current.label, count }),
      confirmLabel: t('tree.deleteCount', { count }),
    });
    if (!sure) return;
    await remove({ variables: { kind, id: current.id } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await navigate(urls.tree());
  }

  if (!isNew && item.loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!isNew && !found) return <Text c="dimmed">{t('editor.notFound')}</Text>;
  const parentLabel = parent.data?.cmsMenuItem?.label;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{found ? found.label : t(`editor.new.${kind}`)}</Title>
        <Anchor component={Link} to={urls.tree()}>
          {t(`editor.back.${kind}`)}
        </Anchor>
      </Group>
      {parentLabel && (
        <Text size="sm" c="dimmed">
          {t('editor.under', { label: parentLabel })}
        </Text>
      )}
      <MenuItemForm
        key={found ? `${found.id}-${found.version}` : 'new'}
        kind={kind}
        initial={found ? formValues(found) : EMPTY}
        products={(products.data?.products ?? []).map((p) => ({ id: String(p.id), name: p.name }))}
        saving={creating.loading || saving.loading}
        submitLabel={isNew ? t('editor.create') : t('editor.save')}
        pickPage={async (current) => {
          const page = await pages.pick(current);
          return page && { id: page.id, url: page.url };
        }}
        onSubmit={submit}
      />
      {found && (
        <Group>
          <Button
            variant="default"
            color="red"
            loading={removing.loading}
            onClick={() => void deleteItem(found).catch(() => undefined)}
          >
            {t('tree.delete')}
          </Button>
        </Group>
      )}
      {pages.dialog}
    </Stack>
  );
}

export function MenuItemEditorView() {
  return <MenuItemEditor kind="menu" />;
}

export function ProductMenuItemEditorView() {
  return <MenuItemEditor kind="product_menu" />;
}

import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isWidgetType, WIDGET_IMAGES } from '#domain/widgets/widget';
import {
  DeleteWidgetImageDocument,
  SaveWidgetDocument,
  WidgetPageDocument,
  WidgetsDocument,
  type WidgetFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { classifyError } from '../../../lib/error-kind';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';
import { PageSelectorView, type PickedPage } from '../../cms';
import { useDialogPicker } from '../../cms';
import { LinkGroupCard } from '../components/link-group-card';
import { LinkRow } from '../components/link-row';
import { WidgetImageSlot } from '../components/widget-image-slot';
import { WidgetSettingsFields, type ButtonSettings } from '../components/widget-settings-fields';
import {
  draftOf,
  inputOf,
  moveGroup,
  moveLink,
  newGroup,
  newLink,
  sameInput,
  updateGroup,
  updateLink,
  type WidgetDraft,
} from '../widget-draft';

type Dragged = { kind: 'group'; index: number } | { kind: 'link'; group: number; index: number };

/** Field errors under `prefix.` with the prefix taken off. */
function errorsUnder(fields: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

/**
 * One widget: its settings, link groups as cards (add, remove after asking,
 * reorder by dragging or arrows), links with an address or a page of the domain,
 * and its images. Everything but the images is saved in one go over the version.
 */
export function WidgetEditorView({ widget }: { widget: WidgetFieldsFragment }) {
  const { t } = useTranslation('widgets');
  const [saved] = useState(() => draftOf(widget));
  const [draft, setDraft] = useState<WidgetDraft>(saved);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [buttonPage, setButtonPage] = useState<{ id: string; url: string } | null>(null);
  const [save, saving] = useMutation(SaveWidgetDocument);
  const [removeImage] = useMutation(DeleteWidgetImageDocument);
  const client = useApolloClient();
  const pages = useDialogPicker<string | null, PickedPage>((current, finish) => (
    <PageSelectorView
      domainId={widget.domainId}
      selectedId={current}
      onSelect={(page) => finish(page)}
      onClose={() => finish(undefined)}
    />
  ));
  const type = widget.type;
  const imageNames = isWidgetType(type) ? WIDGET_IMAGES[type] : [];
  const dirty = !sameInput(draft, saved);

  const button = (draft.settings.button as ButtonSettings | null | undefined) ?? null;
  const buttonPageId = button && !button.external && button.page_id ? String(button.page_id) : null;
  const buttonPageQuery = useQuery(WidgetPageDocument, {
    variables: { id: buttonPageId ?? '' },
    skip: !buttonPageId || buttonPage?.id === buttonPageId,
  });
  const buttonPageUrl =
    buttonPage?.id === buttonPageId ? buttonPage.url : (buttonPageQuery.data?.cmsPage?.url ?? null);

  // The selector can switch domains, but a widget links to pages of its own domain only.
  const refuseOtherDomain = () =>
    notifications.show({ message: t('link.otherDomain'), color: 'red', withCloseButton: false });

  function change(next: WidgetDraft) {
    setDraft(next);
    setFields({});
  }

  async function submit() {
    try {
      await save({
        variables: { id: widget.id, input: inputOf(draft), version: widget.version },
        context: { notify: false },
      });
      // The answer has a new version: the parent shows a fresh editor of it.
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch (error) {
      const kind = classifyError(error);
      setFields(kind.fields ?? {});
      notifyError(
        kind.status === 409
          ? 'MESSAGE.DATA_OUTDATED'
          : kind.status === 400
            ? 'MESSAGE.VALIDATION_FAILED'
            : (kind.message ?? 'MESSAGE.ERROR_OCCURRED'),
      );
    }
  }

  async function removeGroup(index: number) {
    const group = draft.groups[index];
    if (!group) return;
    const sure = await confirmAction({
      title: t('group.remove'),
      text: t('group.removeConfirm', {
        title: group.title || t('group.untitled'),
        count: group.links.length,
      }),
      confirmLabel: t('group.remove'),
    });
    if (sure) change({ ...draft, groups: draft.groups.filter((_, i) => i !== index) });
  }

  async function choosePage(group: number, index: number) {
    const link = draft.groups[group]?.links[index];
    const page = await pages.pick(link?.pageId ?? null);
    if (page && page.domainId === widget.domainId)
      change(updateLink(draft, group, index, { pageId: page.id, pageUrl: page.url }));
    else if (page) refuseOtherDomain();
  }

  async function chooseButtonPage() {
    const page = await pages.pick(buttonPageId);
    if (!page) return;
    if (page.domainId !== widget.domainId) return refuseOtherDomain();
    setButtonPage({ id: page.id, url: page.url });
    change({
      ...draft,
      settings: { ...draft.settings, button: { ...button, page_id: Number(page.id) } },
    });
  }

  async function upload(name: string, file: File) {
    setUploading(name);
    const failed = await uploadFile(`/upload/widget/${widget.id}/${name}`, file);
    setUploading(null);
    if (failed) return notifyError(failed);
    notifySuccess('MESSAGE.UPLOAD_SUCCESSFUL');
    // The upload went around GraphQL: read the widgets' images again.
    await client.refetchQueries({ include: [WidgetsDocument] });
  }

  async function dropImage(name: string) {
    const sure = await confirmAction({
      title: t('image.remove'),
      text: t('image.removeConfirm', { name: t(`image.${name}`, { defaultValue: name }) }),
      confirmLabel: t('image.remove'),
    });
    if (!sure) return;
    try {
      await removeImage({ variables: { id: widget.id, name } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    } catch {
      // The error notice says why.
    }
  }

  function dropOn(target: Dragged, event: DragEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!dragged) return;
    if (dragged.kind === 'group' && target.kind === 'group' && dragged.index !== target.index)
      change(moveGroup(draft, dragged.index, target.index));
    if (
      dragged.kind === 'link' &&
      target.kind === 'link' &&
      dragged.group === target.group &&
      dragged.index !== target.index
    )
      change(moveLink(draft, dragged.group, dragged.index, target.index));
    setDragged(null);
  }

  const startDrag = (what: Dragged) => (event: DragEvent) => {
    event.stopPropagation();
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', JSON.stringify(what));
    setDragged(what);
  };

  return (
    <Stack data-testid={`widget-editor-${type}`}>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t(`typeHelp.${type}`, { defaultValue: '' })}
        </Text>
        <Group gap="xs">
          <Badge
            color={dirty ? 'orange' : 'teal'}
            variant="light"
            data-testid="widget-save-state"
            data-state={dirty ? 'unsaved' : 'saved'}
          >
            {dirty ? t('state.unsaved') : t('state.saved')}
          </Badge>
          <Button onClick={() => void submit()} loading={saving.loading} disabled={!dirty}>
            {t('action.save')}
          </Button>
        </Group>
      </Group>

      <WidgetSettingsFields
        type={type}
        settings={draft.settings}
        errors={errorsUnder(fields, 'settings.')}
        buttonPageUrl={buttonPageUrl}
        onChange={(settings) => change({ ...draft, settings })}
        onChooseButtonPage={() => void chooseButtonPage()}
      />

      {imageNames.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {imageNames.map((name) => (
            <WidgetImageSlot
              key={name}
              name={name}
              image={widget.images.find((image) => image.name === name) ?? null}
              busy={uploading === name}
              onUpload={(file) => void upload(name, file)}
              onRemove={() => void dropImage(name)}
            />
          ))}
        </SimpleGrid>
      )}

      <Text fw={600}>{t('group.heading')}</Text>
      {draft.groups.length === 0 && (
        <Paper withBorder p="sm" radius="md">
          <Text size="sm" c="dimmed">
            {t('group.none')}
          </Text>
        </Paper>
      )}
      {draft.groups.map((group, g) => (
        <LinkGroupCard
          key={group.key}
          group={group}
          index={g}
          count={draft.groups.length}
          onTitle={(title) => change(updateGroup(draft, g, (x) => ({ ...x, title })))}
          onAddLink={() =>
            change(updateGroup(draft, g, (x) => ({ ...x, links: [...x.links, newLink()] })))
          }
          onMove={(by) => change(moveGroup(draft, g, g + by))}
          onRemove={() => void removeGroup(g)}
          onDragStart={startDrag({ kind: 'group', index: g })}
          onDrop={(event) => dropOn({ kind: 'group', index: g }, event)}
        >
          {group.links.map((link, l) => (
            <LinkRow
              key={link.key}
              link={link}
              first={l === 0}
              last={l === group.links.length - 1}
              errors={errorsUnder(fields, `linkGroups.${g}.links.${l}.`)}
              onChange={(patch) => change(updateLink(draft, g, l, patch))}
              onChoosePage={() => void choosePage(g, l)}
              onMove={(by) => change(moveLink(draft, g, l, l + by))}
              onRemove={() =>
                change(
                  updateGroup(draft, g, (x) => ({
                    ...x,
                    links: x.links.filter((_, i) => i !== l),
                  })),
                )
              }
              onDragStart={startDrag({ kind: 'link', group: g, index: l })}
              onDrop={(event) => dropOn({ kind: 'link', group: g, index: l }, event)}
            />
          ))}
        </LinkGroupCard>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => change({ ...draft, groups: [...draft.groups, newGroup()] })}
        >
          {t('group.add')}
        </Button>
      </Group>
      {pages.dialog}
    </Stack>
  );
}

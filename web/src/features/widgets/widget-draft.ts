import type { WidgetFieldsFragment, WidgetInput } from '../../gql/graphql';
import { moveItem } from '../../lib/move-item';

/** A link as the editor holds it; `key` keeps React rows stable while they move. */
export interface LinkDraft {
  key: string;
  label: string;
  external: boolean;
  externalUrl: string;
  pageId: string | null;
  pageUrl: string | null;
}

export interface GroupDraft {
  key: string;
  title: string;
  links: LinkDraft[];
}

export interface WidgetDraft {
  settings: Record<string, unknown>;
  groups: GroupDraft[];
}

let counter = 0;
const newKey = () => `k${++counter}`;

export function draftOf(widget: WidgetFieldsFragment): WidgetDraft {
  return {
    settings: { ...((widget.settings as Record<string, unknown> | null) ?? {}) },
    groups: widget.linkGroups.map((group) => ({
      key: newKey(),
      title: group.title,
      links: group.links.map((link) => ({
        key: newKey(),
        label: link.label,
        external: link.external,
        externalUrl: link.externalUrl ?? '',
        pageId: link.pageId ?? null,
        pageUrl: link.pageUrl ?? null,
      })),
    })),
  };
}

/** What a save sends: only the kind of target chosen (the api keeps the same rule). */
export function inputOf(draft: WidgetDraft): WidgetInput {
  return {
    settings: draft.settings,
    linkGroups: draft.groups.map((group) => ({
      title: group.title,
      links: group.links.map((link) => ({
        label: link.label,
        external: link.external,
        externalUrl: link.external ? link.externalUrl : null,
        pageId: link.external ? null : link.pageId,
      })),
    })),
  };
}

export const sameInput = (a: WidgetDraft, b: WidgetDraft) =>
  JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));

export const newGroup = (): GroupDraft => ({ key: newKey(), title: '', links: [] });

/** A new link is not external (spec). */
export const newLink = (): LinkDraft => ({
  key: newKey(),
  label: '',
  external: false,
  externalUrl: '',
  pageId: null,
  pageUrl: null,
});

export function updateGroup(
  draft: WidgetDraft,
  index: number,
  change: (group: GroupDraft) => GroupDraft,
): WidgetDraft {
  return { ...draft, groups: draft.groups.map((g, i) => (i === index ? change(g) : g)) };
}

export function updateLink(
  draft: WidgetDraft,
  group: number,
  index: number,
  change: Partial<LinkDraft>,
): WidgetDraft {
  return updateGroup(draft, group, (g) => ({
    ...g,
    links: g.links.map((link, i) => (i === index ? { ...link, ...change } : link)),
  }));
}

export const moveGroup = (draft: WidgetDraft, from: number, to: number): WidgetDraft => ({
  ...draft,
  groups: moveItem(draft.groups, from, to),
});

export const moveLink = (draft: WidgetDraft, group: number, from: number, to: number) =>
  updateGroup(draft, group, (g) => ({ ...g, links: moveItem(g.links, from, to) }));

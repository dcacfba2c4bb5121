import { describe, expect, it } from 'vitest';
import type { WidgetFieldsFragment } from '../../web/src/gql/graphql';
import {
  draftOf,
  inputOf,
  moveGroup,
  moveLink,
  newGroup,
  newLink,
  sameInput,
  updateLink,
} from '../../web/src/features/widgets/widget-draft';

const link = (
  id: string,
  over: Partial<WidgetFieldsFragment['linkGroups'][number]['links'][number]> = {},
) => ({
  id,
  label: `Link ${id}`,
  external: false,
  externalUrl: null,
  pageId: `p${id}`,
  pageUrl: `/pagina-${id}`,
  position: 0,
  ...over,
});

const WIDGET: WidgetFieldsFragment = {
  id: '1',
  domainId: '2',
  type: 'footer',
  settings: { columns: 3 },
  version: 1,
  updatedAt: '2026-11-27T12:00:00Z',
  images: [],
  linkGroups: [
    { id: 'g1', title: 'Diensten', position: 0, links: [link('1'), link('2')] },
    {
      id: 'g2',
      title: 'Partners',
      position: 1,
      links: [
        link('3', {
          external: true,
          externalUrl: 'https://partner.nl',
          pageId: null,
          pageUrl: null,
        }),
      ],
    },
  ],
};

const titles = (draft: ReturnType<typeof draftOf>) => draft.groups.map((group) => group.title);

describe('the link editor of a widget', () => {
  it('sends the groups and links as they were loaded', () => {
    expect(inputOf(draftOf(WIDGET))).toEqual({
      settings: { columns: 3 },
      linkGroups: [
        {
          title: 'Diensten',
          links: [
            { label: 'Link 1', external: false, externalUrl: null, pageId: 'p1' },
            { label: 'Link 2', external: false, externalUrl: null, pageId: 'p2' },
          ],
        },
        {
          title: 'Partners',
          links: [
            { label: 'Link 3', external: true, externalUrl: 'https://partner.nl', pageId: null },
          ],
        },
      ],
    });
  });
  it('sends only the kind of target chosen when a link switches between page and address', () => {
    const draft = updateLink(draftOf(WIDGET), 0, 0, {
      external: true,
      externalUrl: 'https://x.nl',
    });
    expect(inputOf(draft).linkGroups[0]!.links[0]).toEqual({
      label: 'Link 1',
      external: true,
      externalUrl: 'https://x.nl',
      pageId: null,
    });
    const back = updateLink(draft, 0, 0, { external: false });
    expect(inputOf(back).linkGroups[0]!.links[0]).toMatchObject({
      externalUrl: null,
      pageId: 'p1',
    });
  });
  it('sees no change until something that is sent changes', () => {
    const loaded = draftOf(WIDGET);
    expect(sameInput(loaded, draftOf(WIDGET))).toBe(true);
    expect(sameInput(loaded, updateLink(loaded, 1, 0, { pageId: 'p9' }))).toBe(true);
    expect(sameInput(loaded, updateLink(loaded, 1, 0, { label: 'Anders' }))).toBe(false);
  });
  it('moves groups and links within their group, clamped to the list', () => {
    const draft = draftOf(WIDGET);
    expect(titles(moveGroup(draft, 0, 1))).toEqual(['Partners', 'Diensten']);
    expect(titles(moveGroup(draft, 1, -5))).toEqual(['Partners', 'Diensten']);
    const moved = moveLink(draft, 0, 1, 0);
    expect(moved.groups[0]!.links.map((l) => l.label)).toEqual(['Link 2', 'Link 1']);
    expect(moved.groups[1]).toBe(draft.groups[1]);
    expect(titles(moveGroup(draft, 5, 0))).toEqual(['Diensten', 'Partners']);
  });
  it('adds empty groups and links to a page, each with its own key', () => {
    expect(newGroup()).toMatchObject({ title: '', links: [] });
    const a = newLink();
    const b = newLink();
    expect(a).toMatchObject({ label: '', external: false, externalUrl: '', pageId: null });
    expect(a.key).not.toBe(b.key);
  });
  it('starts without settings when the widget has none', () => {
    expect(draftOf({ ...WIDGET, settings: null, linkGroups: [] })).toEqual({
      settings: {},
      groups: [],
    });
  });
});

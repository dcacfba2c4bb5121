import { describe, expect, it } from 'vitest';
import {
  emptySettings,
  isWidgetImage,
  settingsPageId,
  WIDGET_TYPES,
  widgetLinkSchema,
  widgetSaveSchema,
} from '#domain/widgets/widget';

describe('widget rules', () => {
  it('keeps only the kind of target chosen', () => {
    expect(
      widgetLinkSchema.parse({ label: ' A ', external: true, external_url: 'a.nl', page_id: 3 }),
    ).toEqual({ label: 'A', external: true, external_url: 'https://a.nl', page_id: null });
    expect(
      widgetLinkSchema.parse({
        label: 'B',
        external: false,
        external_url: 'https://a.nl',
        page_id: 3,
      }),
    ).toEqual({ label: 'B', external: false, external_url: null, page_id: 3 });
  });

  it('asks for the target of the chosen kind', () => {
    const issues = (value: unknown) =>
      widgetLinkSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ label: 'x', external: true, external_url: '' })).toEqual([
      ['external_url', 'MESSAGE.FIELD_REQUIRED'],
    ]);
    expect(issues({ label: 'x', external: false })).toEqual([
      ['page_id', 'MESSAGE.FIELD_REQUIRED'],
    ]);
    expect(issues({ label: 'x', external: true, external_url: 'niet goed' })).toEqual([
      ['external_url', 'MESSAGE.ENTER_VALID_URL'],
    ]);
  });

  it('gives each type its settings and image names', () => {
    expect(WIDGET_TYPES).toHaveLength(5);
    expect(emptySettings('front_page_links')).toEqual({});
    expect(emptySettings('home_page_cta')).toEqual({ title: '', text: '', button: null });
    expect(isWidgetImage('footer_bar', 'logo')).toBe(true);
    expect(isWidgetImage('front_page_links', 'logo')).toBe(false);
    const cta = widgetSaveSchema('home_page_cta').parse({
      settings: { title: 'T', button: { label: 'Ga', external: false, page_id: 7 }, extra: 1 },
    });
    expect(cta.settings).toEqual({
      title: 'T',
      text: '',
      button: { label: 'Ga', external: false, external_url: null, page_id: 7 },
    });
    expect(settingsPageId('home_page_cta', cta.settings)).toBe(7);
    expect(widgetSaveSchema('footer_bar').parse({}).link_groups).toEqual([]);
  });
});

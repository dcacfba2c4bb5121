/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPages } from '../../api/src/cms/page.table';
import { newContentBlock, type ContentBlock } from '#domain/cms/content-block';
import type { ContentBlockKind } from '#domain/cms/content-block-kinds';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';
import { RICH_TEXT_BYPASSES } from './rich-text-bypasses';

let api: RunningApi;
let editor: TestClient;
const HOST = 'www.zonnepanelen-offertes.nl';
const URL_PATH = '/contact';

/** Tags and attributes the editor makes; nothing else may reach a public site. */
const ALLOWED: Record<string, string[]> = {
  ...Object.fromEntries(
    ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'code', 'div', 'br', 'blockquote'].map(
      (tag) => [tag, []],
    ),
  ),
  ...Object.fromEntries(['strong', 'b', 'em', 'i', 'u', 's', 'ul', 'li'].map((tag) => [tag, []])),
  ol: ['start'],
  a: ['href', 'target', 'rel'],
};
const LINK_SCHEMES = ['http', 'https', 'file', 'tel', 'sms', 'mailto'];

/** A link target as a browser reads it: references decoded, controls and spaces dropped. */
function hrefAsRead(href: string): string {
  return href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '')
    .replace(/&amp;/g, '&')
    .split('')
    .filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('');
}

/**
 * What is wrong with HTML a public site would put in its page: every tag must be an
 * allowed one written plainly (`<tag attr="value">`), with allowed attributes only and
 * links of the allowed schemes. Anything the grammar does not know counts as wrong.
 */
function unsafePartsOf(html: string): string[] {
  const wrong: string[] = [];
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const parsed = /^<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*\/?>$/.exec(tag);
    const allowed = parsed ? ALLOWED[parsed[1]!] : undefined;
    if (!parsed || !allowed) {
      wrong.push(tag);
      continue;
    }
    for (const [, name, value] of parsed[2]!.matchAll(/([a-z-]+)="([^"]*)"/g)) {
      if (!allowed.includes(name!)) wrong.push(`${tag}: ${name}`);
      if (name === 'href') {
        // A scheme as the URL standard reads one; anything else makes a relative link.
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(hrefAsRead(value!))?.[1]?.toLowerCase();
        if (scheme !== undefined && !LINK_SCHEMES.includes(scheme)) wrong.push(`${tag}: ${scheme}`);
      }
    }
  }
  return wrong;
}

/** Every rich-text field of a page's blocks, with where it is. */
function richTexts(blocks: any[]): [string, string][] {
  return blocks.flatMap((block: any, index: number): [string, string][] => {
    const at = `${index}:${block.type}`;
    if (block.type === 'ExampleBlock')
      return block.examples.map((e: any, i: number) => [`${at}.examples.${i}`, e.content]);
    if (block.type === 'FaqBlock')
      return block.answered_questions.map((q: any, i: number) => [`${at}.faq.${i}`, q.answer]);
    return typeof block.content === 'string' ? [[`${at}.content`, block.content]] : [];
  });
}

/** One block of each kind that carries rich text, all holding the same HTML. */
function blocksWith(html: string) {
  return [
    { type: 'TextBlock', content: html },
    { type: 'CtaBlock', content: html },
    { type: 'AttentionBlock', content: `<p>Let op</p>${html}` },
    { type: 'EnergyLabelBlock', content: html },
    { type: 'ExampleBlock', examples: [{ title: 'Voorbeeld', content: html }] },
    { type: 'FaqBlock', answered_questions: [{ question: 'Vraag?', answer: html }] },
  ];
}

async function page(): Promise<any> {
  const domains = (await editor.get('/cms/domain')).body.items;
  const domainId = domains.find((d: any) => d.host === HOST).id;
  const hit = (await editor.get(`/cms/page?domainId=${domainId}&search=contact`)).body.items[0];
  return (await editor.get(`/cms/page/${hit.id}`)).body;
}

/** The page as a public site gets it, once the draft (as stored now) is published. */
async function delivered(): Promise<any[]> {
  const current = await page();
  const published = await editor.post(`/cms/page/${current.id}/publish`, {
    version: current.version,
  });
  expect(published.status).toBe(200);
  const answer = await fetch(`${api.url}/public/cms/page?host=${HOST}&url=${URL_PATH}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as any).page.blocks;
}

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
});
afterAll(async () => api?.close());

describe('rich text of CMS blocks is sanitized on an allow-list', () => {
  it.each(RICH_TEXT_BYPASSES.map((html) => [html]))(
    'neither stores nor delivers anything executable of %s',
    async (html) => {
      // Each payload on a page without rich text, so what is checked is what it left.
      await api.db
        .update(cmsPages)
        .set({ blocks: [] })
        .where(eq(cmsPages.id, (await page()).id));
      const before = await page();
      const saved = await editor.post(`/cms/page/${before.id}`, {
        ...before,
        blocks: blocksWith(html),
      });
      // Refused outright, or saved without its executable parts; never stored as sent.
      expect([200, 400]).toContain(saved.status);
      const stored = await page();
      expect(stored.version).toBe(saved.status === 200 ? before.version + 1 : before.version);
      for (const [where, text] of [...richTexts(stored.blocks), ...richTexts(await delivered())])
        expect(unsafePartsOf(text), `${where}: ${text}`).toEqual([]);
    },
  );

  it('keeps what the editor makes as it is', async () => {
    const html =
      '<h2>Kosten</h2><p>Vanaf <strong>€ 500</strong>, <em>inclusief</em> <u>btw</u> <s>600</s>.<br>Meer op ' +
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://www.milieucentraal.nl/?a=1&amp;b=2">Milieu Centraal</a>, ' +
      '<a href="/zonnepanelen/subsidie">subsidie</a>, <a href="mailto:info@x.nl">mail</a> of ' +
      '<a href="tel:0301234567">bel</a>.</p><ul><li><p>Een</p></li></ul><ol start="3"><li><p>Drie</p></li></ol>' +
      '<blockquote><p>Citaat</p></blockquote><pre><code>a &lt; b</code></pre><div>Blok</div>';
    const before = await page();
    const saved = await editor.post(`/cms/page/${before.id}`, {
      ...before,
      blocks: [{ type: 'TextBlock', content: html }],
    });
    expect(saved.status).toBe(200);
    expect((await page()).blocks[0].content).toBe(html);
    expect((await delivered())[0].content).toBe(html);
  });

  it('delivers rich text stored before sanitizing without its executable parts', async () => {
    const stored = await page();
    const unsafe = RICH_TEXT_BYPASSES.join('');
    await api.db
      .update(cmsPages)
      .set({
        blocks: blocksWith(unsafe).map((block, position) => ({
          ...newContentBlock(block.type as ContentBlockKind),
          ...block,
          position,
        })) as ContentBlock[],
      })
      .where(eq(cmsPages.id, stored.id));
    const blocks = await delivered();
    const texts = richTexts(blocks);
    expect(texts.length).toBe(6);
    for (const [where, text] of texts) expect(unsafePartsOf(text), where).toEqual([]);
  });
});

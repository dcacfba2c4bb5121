import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BROKEN_LINK_KINDS,
  BROKEN_LINK_REASONS,
  BROKEN_LINKS_PAGE_SIZE,
  type BrokenLinkKind,
  type BrokenLinkReason,
} from '#domain/dashboards/lead-generator-home-rules';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';

/*
 * Broken links of the CMS, found from the database alone (no address is ever fetched: the
 * portal may run without internet, and a check over HTTP belongs in a job, not in a home that
 * is read all day). The query reads the tables of three areas (cms: pages, redirections and
 * domains; menus: menu items; widgets: widget links), so it lives with the home that lists
 * its answer rather than in one of them. docs/dashboards.md, "Broken links".
 */

export const brokenLinkSchema = z
  .object({
    kind: z.enum(BROKEN_LINK_KINDS),
    id: z.number().int().describe('the menu item, widget link or redirection'),
    domain_id: z.number().int(),
    domain_host: z.string(),
    label: z.string().describe("the menu item's or link's label, a redirection's path"),
    target: z
      .string()
      .nullable()
      .describe('where it points: the address, or the page path; null when nothing is left'),
    reason: z.enum(BROKEN_LINK_REASONS),
  })
  .meta({ id: 'BrokenLink' });

export const brokenLinkPageSchema = z
  .object({ items: z.array(brokenLinkSchema), total: z.number().int() })
  .meta({ id: 'BrokenLinkPage' });

export interface BrokenLink {
  kind: BrokenLinkKind;
  id: number;
  domain_id: number;
  domain_host: string;
  label: string;
  target: string | null;
  reason: BrokenLinkReason;
}

/** A well-formed http(s) address: a host of dotted labels, a port, then anything but spaces. */
const HTTP_ADDRESS = String.raw`^https?://([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,15}(:[0-9]{1,5})?([/?#][^[:space:]]*)?$`;

/** Why a link is broken (or null), from its external flag, address and page. */
const linkReason = (alias: string) =>
  sql.raw(`CASE
    WHEN ${alias}.external AND coalesce(btrim(${alias}.external_url), '') = '' THEN 'address_missing'
    WHEN ${alias}.external AND NOT ${alias}.external_url ~* '${HTTP_ADDRESS}' THEN 'address_invalid'
    WHEN NOT ${alias}.external AND ${alias}.page_id IS NULL THEN 'page_missing'
  END`);

/**
 * The path of a redirection's address when it leads to its own domain (lower case, without
 * query, fragment and trailing slash, as page urls are kept), else null.
 */
const OWN_PATH = sql.raw(`CASE
    WHEN lower(substring(r.target from '^[hH][tT][tT][pP][sS]?://([^/:?#]+)')) = lower(d.host)
    THEN regexp_replace(lower(coalesce(substring(r.target from '^[^:]+://[^/?#]+(/[^?#]*)'), '/')),
                        '(.)/+$', '\\1')
  END`);

const BROKEN = sql`
  SELECT * FROM (
    SELECT CASE m.kind WHEN 'menu' THEN 'menu_item' ELSE 'product_menu_item' END AS kind,
           m.id, m.domain_id, d.host AS domain_host, m.label,
           CASE WHEN m.external THEN m.external_url ELSE p.url END AS target,
           ${linkReason('m')} AS reason
    FROM cms_menu_items m
    JOIN cms_domains d ON d.id = m.domain_id
    LEFT JOIN cms_pages p ON p.id = m.page_id
    UNION ALL
    SELECT 'widget_link', l.id, w.domain_id, d.host, l.label,
           CASE WHEN l.external THEN l.external_url ELSE p.url END,
           ${linkReason('l')}
    FROM widget_links l
    JOIN widget_link_groups g ON g.id = l.group_id
    JOIN widgets w ON w.id = g.widget_id
    JOIN cms_domains d ON d.id = w.domain_id
    LEFT JOIN cms_pages p ON p.id = l.page_id
    UNION ALL
    SELECT 'redirection', r.id, r.domain_id, d.host, r.url,
           coalesce(r.target, p.url),
           CASE
             WHEN r.page_id IS NULL AND coalesce(btrim(r.target), '') = '' THEN 'page_missing'
             WHEN r.page_id IS NULL AND NOT r.target ~* ${HTTP_ADDRESS} THEN 'address_invalid'
             WHEN r.page_id IS NULL AND ${OWN_PATH} <> '/'
                  AND NOT EXISTS (SELECT 1 FROM cms_pages tp
                                  WHERE tp.domain_id = r.domain_id AND tp.url = ${OWN_PATH})
                  AND NOT EXISTS (SELECT 1 FROM cms_redirections tr
                                  WHERE tr.domain_id = r.domain_id AND tr.url = ${OWN_PATH})
               THEN 'target_path_missing'
           END
    FROM cms_redirections r
    JOIN cms_domains d ON d.id = r.domain_id
    LEFT JOIN cms_pages p ON p.id = r.page_id
  ) links WHERE links.reason IS NOT NULL`;

/**
 * One page of the CMS's broken links (20) and their total, by domain, then kind, label and id.
 * The link tables are small (a site has tens of menu items and widget links and at most a few
 * thousand redirections), so each read runs the one UNION over them whole.
 */
export async function brokenLinks(db: Executor, page: number) {
  const items = rowsOf<BrokenLink>(
    await db.execute(sql`${BROKEN}
      ORDER BY links.domain_host, links.kind, lower(links.label), links.id
      LIMIT ${BROKEN_LINKS_PAGE_SIZE} OFFSET ${(page - 1) * BROKEN_LINKS_PAGE_SIZE}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM (${BROKEN}) counted`),
  );
  return { items, total: count?.n ?? 0 };
}

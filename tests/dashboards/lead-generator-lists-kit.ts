import { eq } from 'drizzle-orm';
import { users } from '../../api/src/accounts/user.table';
import {
  certifications,
  companyCertifications,
} from '../../api/src/certifications/certification.table';
import { cmsDomains } from '../../api/src/cms/domain.table';
import { cmsPages } from '../../api/src/cms/page.table';
import { cmsRedirections } from '../../api/src/cms/redirection.table';
import type { Database } from '../../api/src/db';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { cmsMenuItems } from '../../api/src/menus/menu-item.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { reviews } from '../../api/src/reviews/review.table';
import { widgetLinkGroups, widgetLinks, widgets } from '../../api/src/widgets/widget.table';
import { leadAt } from './dashboard-test-kit';

let counter = 0;
const next = () => (counter += 1);

export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A consumer's review of the company, with its lead and assignment, straight in the database. */
export async function addReview(
  db: Database,
  spec: {
    product: ProductRow;
    companyId: number;
    status?: 'new' | 'public';
    at: Date;
    author?: string;
  },
) {
  const { assignedLeadId } = await leadAt(db, {
    product: spec.product,
    at: spec.at,
    companyId: spec.companyId,
  });
  const [row] = await db
    .insert(reviews)
    .values({
      assignedLeadId,
      companyId: spec.companyId,
      status: spec.status ?? 'new',
      recommend: true,
      fulfill: true,
      ratingAppointments: 8,
      ratingService: 9,
      ratingPriceQuality: 7,
      rating: 8,
      comment: 'Netjes gewerkt en op tijd klaar.',
      authorName: spec.author ?? `Schrijver ${next()}`,
      createdAt: spec.at,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

export async function addCertification(db: Database, name = `Keurmerk ${next()}`) {
  const [row] = await db
    .insert(certifications)
    .values({ name, agencyName: 'Stichting Test', agencyValue: `test-${next()}` })
    .returning({ id: certifications.id });
  return row!.id;
}

export async function holdCertification(
  db: Database,
  spec: { companyId: number; certificationId: number; state: 'review' | 'active'; at: Date },
) {
  const [row] = await db
    .insert(companyCertifications)
    .values({
      companyId: spec.companyId,
      certificationId: spec.certificationId,
      state: spec.state,
      updatedAt: spec.at,
    })
    .returning({ id: companyCertifications.id });
  return row!.id;
}

/** A lead the company bought on the plaza. */
export async function plazaPurchase(
  db: Database,
  spec: { product: ProductRow; companyId: number; at: Date; priceCents?: number },
) {
  const { leadId, assignedLeadId } = await leadAt(db, {
    product: spec.product,
    at: spec.at,
    companyId: spec.companyId,
    priceCents: spec.priceCents ?? 1750,
  });
  await db
    .update(assignedLeads)
    .set({ origin: 'plaza', priceSource: 'plaza' })
    .where(eq(assignedLeads.id, assignedLeadId));
  return { leadId, assignedLeadId };
}

/** A site with one page (`/bestaat`) and nothing else. */
export async function addSite(db: Database) {
  const n = next();
  const [domain] = await db
    .insert(cmsDomains)
    .values({ name: `Site ${n}`, host: `www.site-${n}.nl` })
    .returning({ id: cmsDomains.id, host: cmsDomains.host });
  const [page] = await db
    .insert(cmsPages)
    .values({ domainId: domain!.id, url: '/bestaat' })
    .returning({ id: cmsPages.id });
  const [widget] = await db
    .insert(widgets)
    .values({ domainId: domain!.id, type: 'footer_bar' })
    .returning({ id: widgets.id });
  const [group] = await db
    .insert(widgetLinkGroups)
    .values({ widgetId: widget!.id, title: 'Links', position: 0 })
    .returning({ id: widgetLinkGroups.id });
  return { domainId: domain!.id, host: domain!.host, pageId: page!.id, groupId: group!.id };
}

export async function addMenuItem(
  db: Database,
  spec: {
    domainId: number;
    label: string;
    kind?: 'menu' | 'product_menu';
    externalUrl?: string | null;
    pageId?: number | null;
  },
) {
  const external = spec.externalUrl !== undefined;
  const [row] = await db
    .insert(cmsMenuItems)
    .values({
      domainId: spec.domainId,
      kind: spec.kind ?? 'menu',
      position: next(),
      label: spec.label,
      external,
      externalUrl: external ? spec.externalUrl : null,
      pageId: external ? null : (spec.pageId ?? null),
      icon: spec.kind === 'product_menu' ? 'info' : null,
    })
    .returning({ id: cmsMenuItems.id });
  return row!.id;
}

export async function addWidgetLink(
  db: Database,
  spec: { groupId: number; label: string; externalUrl?: string | null; pageId?: number | null },
) {
  const external = spec.externalUrl !== undefined;
  const [row] = await db
    .insert(widgetLinks)
    .values({
      groupId: spec.groupId,
      label: spec.label,
      external,
      externalUrl: external ? spec.externalUrl : null,
      pageId: external ? null : (spec.pageId ?? null),
      position: next(),
    })
    .returning({ id: widgetLinks.id });
  return row!.id;
}

export async function addRedirection(
  db: Database,
  spec: { domainId: number; url: string; target?: string | null; pageId?: number | null },
) {
  const [row] = await db
    .insert(cmsRedirections)
    .values({
      domainId: spec.domainId,
      url: spec.url,
      target: spec.target ?? null,
      pageId: spec.pageId ?? null,
    })
    .returning({ id: cmsRedirections.id });
  return row!.id;
}

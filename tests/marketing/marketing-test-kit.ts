import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import type { Database } from '../../api/src/db';
import type { ProductRow } from '../../api/src/products/product.table';
import { addLead } from '../plaza/plaza-test-kit';

export interface TrackedLead {
  product: ProductRow;
  at: Date;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  sourceDomain?: string;
  partnerCompanyId?: number;
  source?: string;
  /** Sold to these companies at these prices. */
  sold?: { companyId: number; priceCents: number }[];
}

/** A lead with tracking values, straight in the database, sold as given. */
export async function trackedLead(db: Database, spec: TrackedLead): Promise<number> {
  const leadId = await addLead(db, {
    product: spec.product,
    remaining: 0,
    fields: {
      createdAt: spec.at,
      source: spec.source ?? (spec.partnerCompanyId ? 'partner' : 'quote_form'),
      utmSource: spec.utmSource ?? null,
      utmMedium: spec.utmMedium ?? null,
      utmCampaign: spec.utmCampaign ?? null,
      sourceDomain: spec.sourceDomain ?? null,
      partnerCompanyId: spec.partnerCompanyId ?? null,
    },
  });
  for (const sale of spec.sold ?? [])
    await db.insert(assignedLeads).values({
      leadId,
      companyId: sale.companyId,
      priceCents: sale.priceCents,
      priceSource: 'product',
      createdAt: spec.at,
    });
  return leadId;
}

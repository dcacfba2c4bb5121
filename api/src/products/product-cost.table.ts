import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from '../companies';
import { products } from './product.table';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const productId = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/** No-cure-no-pay cost per lead of a product for a company. */
export const ncnpProducts = pgTable(
  'ncnp_products',
  {
    companyId: companyId(),
    productId: productId(),
    costPerLeadCents: integer('cost_per_lead_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId] })],
);

/** A partner company's cost per lead of a product. */
export const partnerProductCosts = pgTable(
  'partner_product_costs',
  {
    companyId: companyId(),
    productId: productId(),
    costCents: integer('cost_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId] })],
);

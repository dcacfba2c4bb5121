import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from '../products';
import { deals } from './deal.table';

/** A product of a deal with the deal's price for it (0 and free: the lead costs nothing). */
export const dealProducts = pgTable(
  'deal_products',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull().default(0),
    free: boolean('free').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.dealId, table.productId] })],
);

import { z } from 'zod';
import { listOf } from '../shared/responses';

/** A notification list with its user's name and e-mail (what `listsOf` builds). */
export const notificationListSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    user_id: z.number().int(),
    email: z.string(),
    given_name: z.string(),
    family_name: z.string(),
    is_main_user: z.boolean(),
    finance: z.boolean(),
    leads: z.boolean(),
    claims: z.boolean(),
    account: z.boolean(),
    crm: z.boolean(),
    newsletter: z.boolean(),
    wa_leads: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: 'NotificationList' });

export const notificationListListSchema = listOf(notificationListSchema).meta({
  id: 'NotificationListList',
});

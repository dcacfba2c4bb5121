/** Who reads invoices: internal staff (ROLE_LEAD_USER). */
export const INVOICE_READERS = ['ROLE_LEAD_USER'] as const;

/** Who issues, sends, credits and books them: finance, managers and admins. */
export const INVOICE_WRITERS = [
  'ROLE_LEAD_FINANCE',
  'ROLE_LEAD_MANAGER',
  'ROLE_LEAD_ADMIN',
] as const;

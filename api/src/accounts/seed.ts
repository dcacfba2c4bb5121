import type { Executor } from '../db';
import { ROLES } from '#domain/accounts/roles';
import { hashPassword } from './password-hash';
import { roles, userRoles } from './role.table';
import { users } from './user.table';

export const DEMO_PASSWORD = 'Welkom123';

export interface DemoUser {
  email: string;
  givenName: string;
  familyName: string;
  gender: 'male' | 'female';
  roles: string[];
}

/** One demo account per role (plus one holding both customer and consumer). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'manager@demo.nl',
    givenName: 'Marieke',
    familyName: 'de Vries',
    gender: 'female',
    roles: ['ROLE_LEAD_MANAGER', 'ROLE_LEAD_USER'],
  },
  {
    email: 'accountmanager@demo.nl',
    givenName: 'Joost',
    familyName: 'Bakker',
    gender: 'male',
    roles: ['ROLE_LEAD_ACCOUNT_MANAGER', 'ROLE_LEAD_USER'],
  },
  {
    email: 'sales@demo.nl',
    givenName: 'Sanne',
    familyName: 'Jansen',
    gender: 'female',
    roles: ['ROLE_LEAD_SALES', 'ROLE_LEAD_USER'],
  },
  {
    email: 'finance@demo.nl',
    givenName: 'Pieter',
    familyName: 'van Dijk',
    gender: 'male',
    roles: ['ROLE_LEAD_FINANCE', 'ROLE_LEAD_USER'],
  },
  {
    email: 'claims@demo.nl',
    givenName: 'Femke',
    familyName: 'Visser',
    gender: 'female',
    roles: ['ROLE_LEAD_CLAIMS', 'ROLE_LEAD_USER'],
  },
  {
    email: 'admin@demo.nl',
    givenName: 'Bram',
    familyName: 'Smit',
    gender: 'male',
    roles: ['ROLE_LEAD_ADMIN', 'ROLE_LEAD_USER'],
  },
  {
    email: 'cms@demo.nl',
    givenName: 'Lotte',
    familyName: 'Mulder',
    gender: 'female',
    roles: ['ROLE_CMS_USER'],
  },
  {
    email: 'comparison@demo.nl',
    givenName: 'Daan',
    familyName: 'de Boer',
    gender: 'male',
    roles: ['ROLE_COMPARISON_USER'],
  },
  {
    email: 'customer@demo.nl',
    givenName: 'Ruud',
    familyName: 'Hendriks',
    gender: 'male',
    roles: ['ROLE_LEAD_CUSTOMER'],
  },
  {
    email: 'partner@demo.nl',
    givenName: 'Esther',
    familyName: 'Dekker',
    gender: 'female',
    roles: ['ROLE_LEAD_PARTNER'],
  },
  {
    email: 'claimpartner@demo.nl',
    givenName: 'Koen',
    familyName: 'van Leeuwen',
    gender: 'male',
    roles: ['ROLE_LEAD_CLAIM_PARTNER'],
  },
  {
    email: 'consumer@demo.nl',
    givenName: 'Anouk',
    familyName: 'Peters',
    gender: 'female',
    roles: ['ROLE_LEAD_CONSUMER'],
  },
  {
    email: 'both@demo.nl',
    givenName: 'Thijs',
    familyName: 'Willems',
    gender: 'male',
    roles: ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_CONSUMER'],
  },
];

/** Inserts every role and the demo users; returns user ids by e-mail for the areas seeded after. */
export async function seedAccounts(tx: Executor): Promise<Map<string, number>> {
  const roleRows = await tx
    .insert(roles)
    .values(ROLES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning();
  const allRoles = roleRows.length === ROLES.length ? roleRows : await tx.select().from(roles);
  const roleId = new Map(allRoles.map((r) => [r.name, r.id]));

  // One hash shared by all demo users keeps seeding fast; each real user gets their own salt.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await tx
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        email: u.email,
        givenName: u.givenName,
        familyName: u.familyName,
        gender: u.gender,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(inserted.map((u) => [u.email, u.id]));

  await tx
    .insert(userRoles)
    .values(
      DEMO_USERS.flatMap((u) =>
        u.roles.map((name) => ({ userId: userId.get(u.email)!, roleId: roleId.get(name)! })),
      ),
    );
  return userId;
}

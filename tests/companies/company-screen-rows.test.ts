import { describe, expect, it } from 'vitest';
import type { CompanyScreenFieldsFragment } from '../../web/src/gql/graphql';
import {
  companyUserRows,
  invitationRows,
  mandateDefaults,
  notificationListRows,
} from '../../web/src/features/companies/company-screen-rows';

type Company = CompanyScreenFieldsFragment;
type NotificationList = Company['notificationLists'][number];

const list = (over: Partial<NotificationList>): NotificationList => ({
  id: '1',
  email: 'info@zon.nl',
  givenName: 'Anne',
  familyName: 'de Vries',
  isMainUser: false,
  finance: false,
  leads: true,
  claims: false,
  account: false,
  crm: false,
  newsletter: false,
  waLeads: false,
  version: 1,
  user: null,
  ...over,
});

/** Only the fields the rows read; the rest of the screen's company does not matter here. */
const company = (over: Partial<Company>): Company =>
  ({
    name: 'Zon BV',
    street: 'Oudegracht',
    houseNumber: '12a',
    city: 'Utrecht',
    chamberOfCommerceNumber: '12345678',
    users: [],
    invitations: [],
    notificationLists: [],
    ...over,
  }) as Company;

describe("the rows of a company's screen", () => {
  it('lists the users with the notification list that belongs to each', () => {
    const rows = companyUserRows(
      company({
        users: [
          {
            id: '7',
            isMainUser: true,
            enabled: true,
            version: 3,
            user: { id: '7', email: 'anne@zon.nl', fullName: 'Anne de Vries' },
          },
          {
            id: '8',
            isMainUser: false,
            enabled: false,
            version: 1,
            user: { id: '8', email: 'bob@zon.nl', fullName: 'Bob Jansen' },
          },
        ],
        notificationLists: [list({ id: '30', user: null }), list({ id: '31', user: { id: '7' } })],
      }),
    );
    expect(rows).toEqual([
      {
        id: '7',
        fullName: 'Anne de Vries',
        email: 'anne@zon.nl',
        isMainUser: true,
        enabled: true,
        version: 3,
        notificationListId: '31',
      },
      {
        id: '8',
        fullName: 'Bob Jansen',
        email: 'bob@zon.nl',
        isMainUser: false,
        enabled: false,
        version: 1,
        notificationListId: null,
      },
    ]);
  });
  it('lists the open invitations by e-mail address', () => {
    expect(
      invitationRows(
        company({
          invitations: [{ id: '5', email: 'nieuw@zon.nl', expiresAt: '2026-12-01T00:00:00Z' }],
        }),
      ),
    ).toEqual([{ id: '5', email: 'nieuw@zon.nl' }]);
    expect(invitationRows(company({}))).toEqual([]);
  });
  it('names notification lists by their full name, also without a first name', () => {
    const rows = notificationListRows(
      company({
        notificationLists: [
          list({ id: '30', finance: true, waLeads: true }),
          list({ id: '31', givenName: '', familyName: 'Administratie' }),
        ],
      }),
    );
    expect(rows.map((row) => [row.id, row.name])).toEqual([
      ['30', 'Anne de Vries'],
      ['31', 'Administratie'],
    ]);
    expect(rows[0]).toMatchObject({ finance: true, leads: true, claims: false, waLeads: true });
  });
});

describe('a new SEPA mandate', () => {
  it("starts from the company's name, street with house number, city and KvK number", () => {
    expect(mandateDefaults(company({}))).toEqual({
      companyName: 'Zon BV',
      signedBy: '',
      iban: '',
      bic: '',
      address: 'Oudegracht 12a',
      city: 'Utrecht',
      chamberOfCommerceNumber: '12345678',
    });
  });
  it('leaves out what the company has not filled in', () => {
    expect(
      mandateDefaults(
        company({
          street: 'Oudegracht',
          houseNumber: null,
          city: null,
          chamberOfCommerceNumber: null,
        }),
      ),
    ).toMatchObject({ address: 'Oudegracht', city: '', chamberOfCommerceNumber: '' });
    expect(mandateDefaults(company({ street: null, houseNumber: null })).address).toBe('');
  });
});

import { z } from 'zod';
import type { Permission } from '#domain/accounts/access';
import { COMPANY_STATES, isCompanyState, type CompanyState } from '#domain/companies/company-state';
import { MESSAGE } from '#domain/shared/messages';
import { requiredText } from '#domain/shared/validators/text';

/**
 * The perfect view (docs/perfect-view.md): an account manager's saved description of the
 * company they would like to see, and which companies meet it. Shared by the api (the rule
 * and the check of a company), the gateway's @auth and the web form.
 */

/** Who keeps perfect views: account managers, and lead managers for themselves. */
export const PERFECT_VIEW: Permission = ['ROLE_LEAD_ACCOUNT_MANAGER', 'ROLE_LEAD_MANAGER'];

export const PERFECT_VIEW_NAME_MAX = 80;
/** At most this many products, provinces (there are twelve) in one view. */
export const PERFECT_VIEW_PRODUCTS_MAX = 50;
export const PERFECT_VIEW_PROVINCES_MAX = 12;
/** A province name is never longer than this (the longest Dutch one has 13 letters). */
export const PROVINCE_NAME_MAX = 60;
/** Review averages are on the reviews' scale: 0 to 10, one decimal. */
export const REVIEW_AVERAGE_MAX = 10;
/** The matches list shows this many companies a page. */
export const PERFECT_VIEW_PAGE_SIZE = 15;
/** The matches show leads assigned in this many days, today included. */
export const PERFECT_VIEW_LEAD_DAYS = 31;

/**
 * Whose companies: `any` (every company), `mine` (the view's owner is the company's account
 * manager), `none` (companies without an account manager: ones to take on).
 */
export const ACCOUNT_MANAGER_SCOPES = ['any', 'mine', 'none'] as const;
export type AccountManagerScope = (typeof ACCOUNT_MANAGER_SCOPES)[number];

/** The criteria in the order the company check lists them. */
export const PERFECT_VIEW_CRITERIA = [
  'products',
  'provinces',
  'states',
  'min_review_average',
  'account_manager',
] as const;
export type PerfectViewCriterion = (typeof PERFECT_VIEW_CRITERIA)[number];

const MAX_INT4 = 2_147_483_647;

/** A list that may arrive as an array, or as nothing (null, left out) meaning empty. */
const listOf = (message: string) =>
  z
    .array(z.unknown(), { error: message })
    .nullish()
    .transform((value) => value ?? []);

/** Product ids (numbers, or their text as a select gives them): sorted, each once. */
const productIds = listOf(MESSAGE.SELECT_OPTION)
  .refine((list) => list.length <= PERFECT_VIEW_PRODUCTS_MAX, { message: MESSAGE.VALUE_TOO_HIGH })
  .transform((list) =>
    list.map((item) =>
      typeof item === 'number'
        ? item
        : typeof item === 'string' && /^\d{1,10}$/.test(item)
          ? Number(item)
          : NaN,
    ),
  )
  .refine((ids) => ids.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_INT4), {
    message: MESSAGE.SELECT_OPTION,
  })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** Province names as companies store them (the api checks them against the reference data). */
const provinces = listOf(MESSAGE.SELECT_OPTION)
  .refine((list) => list.length <= PERFECT_VIEW_PROVINCES_MAX, { message: MESSAGE.VALUE_TOO_HIGH })
  .refine(
    (list) =>
      list.every(
        (item) =>
          typeof item === 'string' && item.trim() !== '' && item.length <= PROVINCE_NAME_MAX,
      ),
    { message: MESSAGE.SELECT_OPTION },
  )
  .transform((list) => [...new Set((list as string[]).map((item) => item.trim()))].sort());

/** Company states (domain/companies/company-state.ts), in that list's order. */
const states = listOf(MESSAGE.INVALID_STATE)
  .refine((list) => list.length <= COMPANY_STATES.length * 2, { message: MESSAGE.VALUE_TOO_HIGH })
  .refine((list) => list.every((item) => typeof item === 'string' && isCompanyState(item)), {
    message: MESSAGE.INVALID_STATE,
  })
  .transform((list) => COMPANY_STATES.filter((state) => list.includes(state)));

/** 0–10 with one decimal; empty is no minimum. A comma is a decimal point (Dutch forms). */
const minReviewAverage = z
  .union([z.number(), z.string()], { error: MESSAGE.ENTER_VALID_NUMBER })
  .nullish()
  .transform((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') return value;
    const text = value.trim().replace(',', '.');
    return text === '' ? null : /^\d{1,2}(\.\d+)?$/.test(text) ? Number(text) : NaN;
  })
  .refine((value) => value === null || Number.isFinite(value), {
    message: MESSAGE.ENTER_VALID_NUMBER,
  })
  .refine((value) => value === null || value >= 0, { message: MESSAGE.VALUE_TOO_LOW })
  .refine((value) => value === null || value <= REVIEW_AVERAGE_MAX, {
    message: MESSAGE.VALUE_TOO_HIGH,
  })
  .transform((value) => (value === null ? null : Math.round(value * 10) / 10));

const accountManager = z
  .enum(ACCOUNT_MANAGER_SCOPES, { error: MESSAGE.SELECT_OPTION })
  .nullish()
  .transform((value): AccountManagerScope => value ?? 'any');

/**
 * A perfect view as its owner enters it (REST names). Every criterion may be left empty
 * ("any"); a view without any criterion matches every company.
 */
export const perfectViewInputSchema = z.object({
  name: requiredText(MESSAGE.ENTER_NAME, PERFECT_VIEW_NAME_MAX),
  product_ids: productIds,
  provinces,
  states,
  min_review_average: minReviewAverage,
  account_manager: accountManager,
});
export type PerfectViewInput = z.output<typeof perfectViewInputSchema>;
export type PerfectViewFormValues = z.input<typeof perfectViewInputSchema>;

/** The criteria of a saved view and whose view it is (for `mine`). */
export interface PerfectViewCriteria {
  ownerUserId: number;
  productIds: readonly number[];
  provinces: readonly string[];
  states: readonly CompanyState[] | readonly string[];
  minReviewAverage: number | null;
  accountManager: AccountManagerScope;
}

/** What the check needs to know of a company. */
export interface PerfectViewCompanyFacts {
  /** The products the company takes leads of (its company products, paused ones too). */
  productIds: readonly number[];
  province: string | null;
  state: string;
  /** The average of its published reviews, or null without any. */
  reviewAverage: number | null;
  accountManagerId: number | null;
}

export interface PerfectViewCriterionResult {
  criterion: PerfectViewCriterion;
  /** False when the view leaves the criterion open (it then holds for every company). */
  active: boolean;
  met: boolean;
}

export interface PerfectViewScore {
  criteria: PerfectViewCriterionResult[];
  /** Criteria the view sets and the company meets, of those the view sets. */
  met: number;
  of: number;
  /** The company meets every criterion the view sets: it is one of the view's matches. */
  matches: boolean;
}

/**
 * Which criteria of a view a company meets. The rule (the api's match query is the same
 * rule in SQL):
 * - products: the company takes at least one of the view's products;
 * - provinces: the company's province (from its postal code) is one of the view's;
 * - states: the company's state is one of the view's;
 * - min_review_average: the company has published reviews averaging at least that;
 * - account_manager: `mine` the owner manages it, `none` nobody does, `any` always.
 */
export function perfectViewScore(
  company: PerfectViewCompanyFacts,
  view: PerfectViewCriteria,
): PerfectViewScore {
  const check = (criterion: PerfectViewCriterion): PerfectViewCriterionResult => {
    switch (criterion) {
      case 'products':
        return {
          criterion,
          active: view.productIds.length > 0,
          met:
            view.productIds.length === 0 ||
            company.productIds.some((id) => view.productIds.includes(id)),
        };
      case 'provinces':
        return {
          criterion,
          active: view.provinces.length > 0,
          met:
            view.provinces.length === 0 ||
            (company.province !== null && view.provinces.includes(company.province)),
        };
      case 'states':
        return {
          criterion,
          active: view.states.length > 0,
          met:
            view.states.length === 0 || (view.states as readonly string[]).includes(company.state),
        };
      case 'min_review_average':
        return {
          criterion,
          active: view.minReviewAverage !== null,
          met:
            view.minReviewAverage === null ||
            (company.reviewAverage !== null && company.reviewAverage >= view.minReviewAverage),
        };
      case 'account_manager':
        return {
          criterion,
          active: view.accountManager !== 'any',
          met:
            view.accountManager === 'any' ||
            (view.accountManager === 'mine'
              ? company.accountManagerId === view.ownerUserId
              : company.accountManagerId === null),
        };
    }
  };
  const criteria = PERFECT_VIEW_CRITERIA.map(check);
  const active = criteria.filter((result) => result.active);
  const met = active.filter((result) => result.met).length;
  return { criteria, met, of: active.length, matches: met === active.length };
}

import { GraphQLError } from 'graphql';
import { gatewayError, type ErrorCode } from './rest-error';
import { snakeToCamel } from '#domain/shared/case-names';

/** REST field names that differ from their GraphQL input name by more than case. */
const RENAMED: Record<string, string> = {
  kvk_hoofdvestiginsnummer: 'kvkHeadOfficeNumber',
  account_manager_id: 'accountManagerId',
  wa_leads: 'waLeads',
};

/**
 * Runs a REST call and renames the api's snake_case field errors to the GraphQL
 * input names (postal_code -> postalCode), so a form can put them on its fields.
 */
export function withCamelFields<T>(call: Promise<T>): Promise<T> {
  return withRenamedFields(call, (key) => RENAMED[key] ?? snakeToCamel(key));
}

/** Runs a REST call and renames the keys of its field errors with `rename`. */
export async function withRenamedFields<T>(
  call: Promise<T>,
  rename: (key: string) => string,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof GraphQLError) || !error.extensions?.fields) throw error;
    const { code, messageKey, fields, status, existingId } = error.extensions as {
      code: ErrorCode;
      messageKey: string;
      fields: Record<string, string>;
      status?: number;
      existingId?: string;
    };
    const renamed = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [rename(key), value]),
    );
    throw gatewayError(
      code,
      messageKey,
      renamed,
      status,
      existingId === undefined ? undefined : Number(existingId),
    );
  }
}

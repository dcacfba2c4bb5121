import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { MESSAGE } from '#domain/shared/messages';
import { applyFieldErrors } from '../../web/src/lib/apply-field-errors';
import { catalogueMessage, classifyError } from '../../web/src/lib/error-kind';
import { existingTagId } from '../../web/src/features/tags/tag-error';

/** A GraphQL answer with one error, as the gateway sends it. */
const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

const serverError = (status: number) =>
  new ServerError('Bad status', {
    response: new Response('oops', { status }),
    bodyText: 'oops',
  });

describe('what the portal makes of a failed request', () => {
  it('reads the status, message key and field errors of a GraphQL error', () => {
    const error = graphqlError('Bad input', {
      code: 'BAD_USER_INPUT',
      messageKey: MESSAGE.VALIDATION_FAILED,
      fields: { email: MESSAGE.ENTER_VALID_EMAIL },
    });
    expect(classifyError(error)).toEqual({
      status: 400,
      message: MESSAGE.VALIDATION_FAILED,
      fields: { email: MESSAGE.ENTER_VALID_EMAIL },
    });
  });
  it('maps each GraphQL code to its status, and unknown codes to 500', () => {
    const status = (code: unknown) => classifyError(graphqlError('x', { code })).status;
    expect(status('UNAUTHENTICATED')).toBe(401);
    expect(status('FORBIDDEN')).toBe(403);
    expect(status('NOT_FOUND')).toBe(404);
    expect(status('CONFLICT')).toBe(409);
    expect(status('INTERNAL_SERVER_ERROR')).toBe(500);
    expect(status(undefined)).toBe(500);
  });
  it('takes the error’s own message when there is no message key', () => {
    expect(classifyError(graphqlError('MESSAGE.NOT_FOUND', { code: 'NOT_FOUND' }))).toEqual({
      status: 404,
      message: 'MESSAGE.NOT_FOUND',
      fields: null,
    });
  });
  it('keeps the known statuses of an HTTP failure and turns the rest into 500', () => {
    expect(classifyError(serverError(403))).toEqual({ status: 403, message: null, fields: null });
    expect(classifyError(serverError(409)).status).toBe(409);
    expect(classifyError(serverError(502)).status).toBe(500);
    expect(classifyError(serverError(429)).status).toBe(500);
  });
  it('treats anything else as a server failure', () => {
    expect(classifyError(new Error('offline'))).toEqual({
      status: 500,
      message: null,
      fields: null,
    });
    expect(classifyError(undefined).status).toBe(500);
  });
  it('shows only catalogue keys, else the fallback', () => {
    const kind = { status: 400 as const, fields: null };
    expect(catalogueMessage({ ...kind, message: MESSAGE.VALIDATION_FAILED }, 'fallback')).toBe(
      MESSAGE.VALIDATION_FAILED,
    );
    expect(catalogueMessage({ ...kind, message: 'Unexpected token <' }, 'fallback')).toBe(
      'fallback',
    );
    expect(catalogueMessage({ ...kind, message: null }, 'fallback')).toBe('fallback');
  });
});

describe("putting the api's field errors on a form", () => {
  const error = graphqlError('x', {
    code: 'BAD_USER_INPUT',
    fields: { family_name: MESSAGE.ENTER_LAST_NAME, internal: MESSAGE.INVALID_VALUE },
  });
  it('sets each field error, renamed to the form’s field, and skips fields the form lacks', () => {
    const set: [string, unknown][] = [];
    const any = applyFieldErrors(
      error,
      (name, value) => set.push([name, value]),
      (field) => (field === 'family_name' ? 'familyName' : null),
    );
    expect(any).toBe(true);
    expect(set).toEqual([['familyName', { message: MESSAGE.ENTER_LAST_NAME }]]);
  });
  it('answers false when the failure had no field errors the form shows', () => {
    expect(applyFieldErrors(new Error('offline'), () => undefined)).toBe(false);
    expect(
      applyFieldErrors(
        error,
        () => undefined,
        () => null,
      ),
    ).toBe(false);
  });
});

describe('a tag name that is taken', () => {
  it('points at the tag that has the name', () => {
    expect(
      existingTagId(graphqlError('x', { messageKey: MESSAGE.TAG_ALREADY_EXISTS, existingId: '9' })),
    ).toBe('9');
  });
  it('gives nothing for other failures', () => {
    expect(
      existingTagId(graphqlError('x', { messageKey: MESSAGE.VALIDATION_FAILED, existingId: '9' })),
    ).toBeNull();
    expect(existingTagId(graphqlError('x', { messageKey: MESSAGE.TAG_ALREADY_EXISTS }))).toBeNull();
    expect(existingTagId(new Error('offline'))).toBeNull();
  });
});

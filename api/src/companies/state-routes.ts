import { z } from 'zod';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer } from '../shared/session-guard';
import { companyFor, managedCompanyFor, parseId, staffCompanyFor } from './company-access';
import { activateCompany, mayActivate } from './company-activation';
import { oneCompanyJson } from './company-json';
import { logCompanyEvent } from './company-log';
import { cancelPause, pauseCompany } from './company-pause';
import { changeCompanyState } from './company-state-change';
import { lockCompany, updateCompany } from './company-write';
import { errorResponses } from '../shared/responses';
import { companySchema, stateChangeSchema } from './company.schema';
import { idSchema } from '../shared/ids';

const idParams = z.object({ id: z.string() });

function optionalDate(value: string | null | undefined, field: string): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { [field]: 'MESSAGE.ENTER_VALID_DATE' });
  return date;
}

const pauseBody = z.object({
  paused_from: z
    .string()
    .nullish()
    .describe('ISO date-time; omitted or past: pause now; future: planned pause'),
  paused_until: z.string().nullish().describe('ISO date-time; omitted: until someone ends it'),
  indefinitely: z
    .boolean()
    .optional()
    .describe('true: ignore paused_until, pause until ended by hand'),
});

const activateBody = z.object({ mode: z.enum(['plaza_only', 'normal']).default('normal') });
const companyRef = z.object({ id: idSchema.optional(), company_id: idSchema.optional() }).loose();

function refId(body: { id?: number | undefined; company_id?: number | undefined }): number {
  return parseId(body.company_id ?? body.id);
}

/** State changer, pauses, activation and the small company actions. */
export const companyStateRoutes: AreaPlugin = async (app, { db }) => {
  app.post(
    '/company/:id/state/:state',
    {
      schema: {
        tags: ['companies'],
        summary:
          'State changer (staff): answers { company, message }; blacklisting with open debt gives debtclaim',
        params: z.object({ id: z.string(), state: z.string() }),
        response: { 200: stateChangeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await staffCompanyFor(db, viewer, request.params.id);
      const result = await changeCompanyState(db, viewer, company.id, request.params.state);
      return { company: await oneCompanyJson(db, result.company), message: result.message };
    },
  );

  app.post(
    '/company/:id/pause',
    {
      schema: {
        tags: ['companies'],
        summary: 'Pause the company now or plan a pause',
        params: idParams,
        body: pauseBody,
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      const body = request.body;
      const updated = await pauseCompany(db, viewer.userId, company.id, {
        pausedFrom: optionalDate(body.paused_from, 'paused_from'),
        pausedUntil: body.indefinitely ? null : optionalDate(body.paused_until, 'paused_until'),
      });
      return oneCompanyJson(db, updated);
    },
  );

  app.delete(
    '/company/:id/pause',
    {
      schema: {
        tags: ['companies'],
        summary: 'Cancel a planned pause, or end a running one',
        params: idParams,
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      return oneCompanyJson(db, await cancelPause(db, viewer.userId, company.id));
    },
  );

  app.post(
    '/company/:id/available',
    {
      schema: {
        tags: ['companies'],
        summary: 'Make a paused company available again now',
        params: idParams,
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      if (company.state !== 'paused') throw new ApiError(400, 'MESSAGE.STATE_CHANGE_NOT_ALLOWED');
      return oneCompanyJson(db, await cancelPause(db, viewer.userId, company.id));
    },
  );

  const activate = async (
    viewer: ReturnType<typeof requireViewer>,
    id: unknown,
    mode: 'plaza_only' | 'normal',
  ) => {
    const access = await companyFor(db, viewer, id);
    if (!mayActivate(viewer, !access.staff && access.canManage))
      throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
    const updated = await activateCompany(db, viewer, access.company.id, mode);
    return { company: await oneCompanyJson(db, updated), message: 'MESSAGE.CHANGES_SAVED' };
  };

  app.post(
    '/company/:id/activate',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Activation dialog: plaza_only (pause all products, then activate) or normal; answers { company, message }',
        params: idParams,
        body: activateBody,
        response: { 200: stateChangeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => activate(requireViewer(request), request.params.id, request.body.mode),
  );

  app.post(
    '/company/activated',
    {
      schema: {
        tags: ['companies'],
        summary: 'Activate (normal way): body { id } or { company_id }',
        body: companyRef,
        response: { 200: stateChangeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const body = request.body as { mode?: string };
      return activate(
        requireViewer(request),
        refId(request.body),
        body.mode === 'plaza_only' ? 'plaza_only' : 'normal',
      );
    },
  );

  app.post(
    '/company/welcomed',
    {
      schema: {
        tags: ['companies'],
        summary: 'The trial welcome popup was dismissed: body { id } or { company_id }',
        body: companyRef,
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await companyFor(db, viewer, refId(request.body));
      const updated = await db.transaction(async (tx) => {
        const row = await lockCompany(tx, company.id);
        if (row.welcomedAt) return row;
        const next = await updateCompany(tx, row.id, { welcomedAt: new Date() });
        await logCompanyEvent(tx, {
          companyId: row.id,
          type: 'welcomed',
          userId: viewer.userId,
          outboxType: 'company.updated',
        });
        return next;
      });
      return oneCompanyJson(db, updated);
    },
  );

  app.post(
    '/company/approved',
    {
      schema: {
        tags: ['companies'],
        summary: 'Approve a company (staff); suspects go to sales instead',
        body: companyRef,
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await staffCompanyFor(db, viewer, refId(request.body));
      if (company.state === 'suspect') throw new ApiError(400, 'MESSAGE.SUSPECT_NEEDS_SALES');
      const updated = await db.transaction(async (tx) => {
        const next = await updateCompany(tx, company.id, {
          approved: true,
          verifiedOn: new Date(),
        });
        await logCompanyEvent(tx, {
          companyId: company.id,
          type: 'updated',
          userId: viewer.userId,
          data: { action: 'approved' },
          outboxType: 'company.updated',
        });
        return next;
      });
      return oneCompanyJson(db, updated);
    },
  );
};

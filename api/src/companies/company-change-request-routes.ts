import { z } from 'zod';
import { hasAccess } from '#domain/accounts/access';
import { CHANGE_REQUESTS, FILE_CHANGE_REQUEST } from '#domain/dashboards/lead-generator-home-rules';
import { createMailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { idSchema } from '../shared/ids';
import { errorResponses } from '../shared/responses';
import { requirePermission, requireViewer } from '../shared/session-guard';
import { requireVersion } from '../shared/version';
import { companyFor, isCompanyStaff } from './company-access';
import {
  acceptChangeRequestBody,
  changeRequestBody,
  companyChangeRequestListSchema,
  companyChangeRequestPageSchema,
  companyChangeRequestSchema,
} from './company-change-request.schema';
import {
  acceptChangeRequest,
  changeRequestJsonById,
  companyChangeRequestsOf,
  fileChangeRequest,
  openChangeRequests,
  rejectChangeRequest,
} from './company-change-requests';
import { pageNumberSchema } from '../shared/paging';

const idParams = z.object({ id: idSchema });
const pageQuery = z.object({
  page: pageNumberSchema,
});

/**
 * Change requests: a company's user asks staff to change the company's registration data;
 * staff accept or reject them on the lead managers' home (docs/dashboards.md).
 */
export const companyChangeRequestRoutes: AreaPlugin = async (app, { db, config }) => {
  const mailer = createMailer(db, config);

  app.post(
    '/company/:id/change_request',
    {
      schema: {
        tags: ['companies'],
        summary:
          "A company's user asks staff to change its name, chamber of commerce number or address",
        params: idParams,
        body: changeRequestBody,
        response: { 201: companyChangeRequestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requirePermission(request, FILE_CHANGE_REQUEST);
      const { company } = await companyFor(db, viewer, request.params.id);
      const row = await fileChangeRequest(db, viewer, company, request.body);
      return reply.status(201).send(await changeRequestJsonById(db, row.id));
    },
  );

  app.get(
    '/company/:id/change_request',
    {
      schema: {
        tags: ['companies'],
        summary: "A company's change requests, latest 10 (its users, staff)",
        params: idParams,
        response: { 200: companyChangeRequestListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!isCompanyStaff(viewer) && !hasAccess(viewer.roles, FILE_CHANGE_REQUEST))
        throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
      const { company } = await companyFor(db, viewer, request.params.id);
      return companyChangeRequestsOf(db, company.id);
    },
  );

  app.get(
    '/company_change_request/open',
    {
      schema: {
        tags: ['companies'],
        summary: 'Open change requests of all companies, newest first (staff), 15 a page',
        querystring: pageQuery,
        response: { 200: companyChangeRequestPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, CHANGE_REQUESTS);
      return openChangeRequests(db, request.query.page);
    },
  );

  app.post(
    '/company_change_request/:id/accept',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Accept a change request (staff): saved over the company version read; 409 when it moved on',
        params: idParams,
        body: acceptChangeRequestBody,
        response: { 200: companyChangeRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, CHANGE_REQUESTS);
      const version = requireVersion(request.body.version);
      return acceptChangeRequest(db, viewer, request.params.id, version);
    },
  );

  app.post(
    '/company_change_request/:id/reject',
    {
      schema: {
        tags: ['companies'],
        summary: "Reject a change request (staff; the home's delete): the requester gets a mail",
        params: idParams,
        response: { 200: companyChangeRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, CHANGE_REQUESTS);
      return rejectChangeRequest(db, mailer, viewer, request.params.id);
    },
  );
};

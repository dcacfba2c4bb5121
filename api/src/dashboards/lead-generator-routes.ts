import { z } from 'zod';
import {
  EMAIL_LOG,
  LEAD_GENERATOR_WORK_LISTS,
  PARTNER_REQUEST_DELETE,
  PARTNER_REQUEST_FAILURES,
} from '#domain/dashboards/lead-generator-home-rules';
import { MESSAGE } from '#domain/shared/messages';
import type { AreaPlugin } from '../shared/area-plugin';
import { retryPartnerRequest } from '../leads';
import { createMailer } from '../mail';
import { idSchema } from '../shared/ids';
import { errorResponses, messageSchema } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { companyActivities } from './lead-generator-activities';
import {
  resendAllMails,
  resendMail,
  unsentMailById,
  unsentMailJson,
  unsentMails,
} from './lead-generator-email-resend';
import {
  deletePartnerRequestFailure,
  failedPartnerRequests,
  openPartnerRequestFailure,
  partnerNameOf,
  partnerRequestFailureJson,
} from './lead-generator-partner-requests';
import {
  partnerRequestFailurePageSchema,
  partnerRequestFailureSchema,
} from './lead-generator-partner-requests.schema';
import { companiesWithLowBalance, companiesWithoutLeads } from './lead-generator-work-lists';
import {
  companyActivityPageSchema,
  resendAllSchema,
  unsentMailPageSchema,
  unsentMailSchema,
  workListCompanyPageSchema,
} from './lead-generator-work-lists.schema';
import { pageNumberSchema } from '../shared/paging';

const pageQuery = z.object({
  page: pageNumberSchema,
});
const mailParams = z.object({
  id: z.coerce
    .number({ message: MESSAGE.ENTER_VALID_NUMBER })
    .int({ message: MESSAGE.ENTER_VALID_NUMBER })
    .positive({ message: MESSAGE.ENTER_VALID_NUMBER })
    // The log's id is an int4: a larger number is no mail, not a database error.
    .max(2_147_483_647, { message: MESSAGE.ENTER_VALID_NUMBER }),
});

/** The lead managers' home: its work lists and the unsent mails (docs/dashboards.md). */
export const leadGeneratorRoutes: AreaPlugin = async (app, { db, config }) => {
  app.get(
    '/v2/company/without-leads',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Active companies without a lead in the last 31 days (staff), 15 a page',
        querystring: pageQuery,
        response: { 200: workListCompanyPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, LEAD_GENERATOR_WORK_LISTS);
      return companiesWithoutLeads(db, request.query.page);
    },
  );

  app.get(
    '/v2/company/low-balance',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Prepaid companies with a balance below 2500 cents (staff), 15 a page',
        querystring: pageQuery,
        response: { 200: workListCompanyPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, LEAD_GENERATOR_WORK_LISTS);
      return companiesWithLowBalance(db, request.query.page);
    },
  );

  app.get(
    '/v2/company/activities',
    {
      schema: {
        tags: ['dashboards'],
        summary: "What happened to companies lately, all companies' event logs (staff), 15 a page",
        querystring: pageQuery,
        response: { 200: companyActivityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, LEAD_GENERATOR_WORK_LISTS);
      return companyActivities(db, request.query.page);
    },
  );

  app.get(
    '/email_log/unsent',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Mails not sent: failed, or unsent 10 minutes after writing (manager), 15 a page',
        querystring: pageQuery,
        response: { 200: unsentMailPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, EMAIL_LOG);
      return unsentMails(db, request.query.page);
    },
  );

  app.post(
    '/email_log/:id/resend',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Send an unsent mail again (manager); a failure is stored on the log row',
        params: mailParams,
        response: { 200: unsentMailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requirePermission(request, EMAIL_LOG);
      const row = await unsentMailById(db, request.params.id);
      return unsentMailJson(await resendMail(db, config, row));
    },
  );

  app.post(
    '/email_log/resend',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Send every unsent mail again (manager), at most 200 a call',
        response: { 200: resendAllSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, EMAIL_LOG);
      return resendAllMails(db, config);
    },
  );

  const intakeDeps = { db, mailer: createMailer(db, config), publicUrl: config.publicUrl };
  const failureParams = z.object({ id: idSchema });

  app.get(
    '/partner_request/failed',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'Failed partner lead API requests not taken in yet, newest first (staff), 15 a page',
        querystring: pageQuery,
        response: { 200: partnerRequestFailurePageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, PARTNER_REQUEST_FAILURES);
      return failedPartnerRequests(db, request.query.page);
    },
  );

  app.post(
    '/partner_request/:id/retry',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          "Run a failed partner request's intake again (staff): done with its lead, or the new error stored",
        params: failureParams,
        response: { 200: partnerRequestFailureSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requirePermission(request, PARTNER_REQUEST_FAILURES);
      const row = await openPartnerRequestFailure(db, request.params.id);
      const retried = await retryPartnerRequest(intakeDeps, row);
      if (retried.status >= 500 && !retried.doneAt)
        request.log.error({ failure: retried.id }, 'a partner request retry failed');
      return partnerRequestFailureJson(retried, await partnerNameOf(db, retried.partnerCompanyId));
    },
  );

  app.delete(
    '/partner_request/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Delete a failed partner request (lead managers)',
        params: failureParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requirePermission(request, PARTNER_REQUEST_DELETE);
      await deletePartnerRequestFailure(db, request.params.id);
      return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
    },
  );
};

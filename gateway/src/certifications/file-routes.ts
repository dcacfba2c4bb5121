import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger files itself (logos 5 MB, certificates 10 MB). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

/** Where the browser reads a quality mark's logo; the upload time makes a new logo a new address. */
export const qualityMarkLogoUrl = (id: string | number, updatedAt: string) =>
  `/files/quality-mark/${id}/logo?v=${encodeURIComponent(updatedAt)}`;

/** Where the browser reads the certificate file saved with a company certification. */
export const companyCertificationFileUrl = (
  companyId: string | number,
  certificationId: string | number,
  attachmentId: string | number,
) => `/files/company/${companyId}/certification/${certificationId}/attachment?v=${attachmentId}`;

/**
 * Plain HTTP routes of the certifications area, thin pass-throughs to the api with the browser's cookie:
 * - GET  /files/quality-mark/:id/logo        -> GET  /quality_mark/:id/logo
 * - POST /upload/quality-mark/:id/logo (multipart: file; x-graphql-csrf header) -> POST /quality_mark/upload/:id
 * - GET  /files/company/:companyId/certification/:certificationId/attachment
 *                                             -> GET  /v2/company/:companyId/certification/:certificationId/attachment
 * - POST /upload/company/:companyId/certification/:certificationId/attachment (multipart: file)
 *                                             -> POST the same under /v2; answers the stored file (its id for the save)
 */
export async function certificationFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    // Multipart bodies are streamed to the api untouched.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.get<{ Params: { id: string } }>(
      '/files/quality-mark/:id/logo',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayDownload(rest, request, reply, `/quality_mark/${request.params.id}/logo`);
      },
    );

    scope.post<{ Params: { id: string } }>(
      '/upload/quality-mark/:id/logo',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayUpload(
          rest,
          request,
          reply,
          `/quality_mark/upload/${request.params.id}`,
          MAX_UPLOAD_BYTES,
        );
      },
    );

    type Held = { Params: { companyId: string; certificationId: string } };
    const attachmentPath = ({ companyId, certificationId }: Held['Params']) =>
      isValidId(companyId) && isValidId(certificationId)
        ? `/v2/company/${companyId}/certification/${certificationId}/attachment`
        : null;

    scope.get<Held>(
      '/files/company/:companyId/certification/:certificationId/attachment',
      async (request, reply) => {
        const path = attachmentPath(request.params);
        return path ? relayDownload(rest, request, reply, path) : notFound(reply);
      },
    );

    scope.post<Held>(
      '/upload/company/:companyId/certification/:certificationId/attachment',
      async (request, reply) => {
        const path = attachmentPath(request.params);
        return path
          ? relayUpload(rest, request, reply, path, MAX_UPLOAD_BYTES, true)
          : notFound(reply);
      },
    );
  });
}

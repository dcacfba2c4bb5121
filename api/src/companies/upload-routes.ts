import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FileStorage } from '../files';
import {
  CONTENT_TYPES,
  detectFileType,
  type DetectedType,
  readUpload,
  sendStoredFile,
} from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer } from '../shared/session-guard';
import type { CompanyRow } from './company.table';
import { companyFor, managedCompanyFor } from './company-access';
import { oneCompanyJson } from './company-json';
import { logCompanyEvent } from './company-log';
import { updateCompany } from './company-write';
import { errorResponses, fileResponse } from '../shared/responses';
import { companyUploadSchema } from './company.schema';

const MB = 1024 * 1024;

interface UploadKind {
  path: string;
  column: 'logo' | 'listLogo' | 'commercialRegisterExtract';
  types: readonly DetectedType[];
  maxBytes: number;
}

const KINDS: readonly UploadKind[] = [
  { path: 'logo', column: 'logo', types: ['png', 'jpeg', 'svg', 'webp'], maxBytes: 2 * MB },
  {
    path: 'list-logo',
    column: 'listLogo',
    types: ['png', 'jpeg', 'svg', 'webp'],
    maxBytes: 2 * MB,
  },
  {
    path: 'commercial_register_extract',
    column: 'commercialRegisterExtract',
    types: ['pdf', 'png', 'jpeg'],
    maxBytes: 10 * MB,
  },
];

/** Logo, list logo and commercial-register extract: upload (type checked by content) and read back. */
export const uploadRoutes = (storage: FileStorage): AreaPlugin =>
  async function companyUploads(app, { db }) {
    for (const kind of KINDS) {
      app.post(
        `/company/:id/${kind.path}`,
        {
          schema: {
            tags: ['companies'],
            summary: `Upload the ${kind.path} (multipart, one file: ${kind.types.join('/')} up to ${kind.maxBytes / MB} MB)`,
            params: z.object({ id: z.string() }),
            response: { 200: companyUploadSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
          },
        },
        async (request) => {
          const viewer = requireViewer(request);
          const { company } = await managedCompanyFor(db, viewer, request.params.id);
          const { data } = await readUpload(request, kind.maxBytes);
          const type = detectFileType(data);
          if (!type || !kind.types.includes(type))
            throw new ApiError(400, 'MESSAGE.FILE_TYPE_NOT_SUPPORTED');
          const key = `companies/${company.id}/${kind.path}-${randomBytes(8).toString('hex')}.${type}`;
          await storage.put(key, data, CONTENT_TYPES[type]);
          const previous = company[kind.column];
          let updated: CompanyRow;
          try {
            updated = await db.transaction(async (tx) => {
              const row = await updateCompany(tx, company.id, { [kind.column]: key });
              await logCompanyEvent(tx, {
                companyId: company.id,
                type: 'updated',
                userId: viewer.userId,
                data: { action: 'upload', file: kind.path },
                outboxType: 'company.updated',
              });
              return row;
            });
          } catch (error) {
            await storage.delete(key);
            throw error;
          }
          if (previous) await storage.delete(previous).catch(() => undefined);
          return {
            message: 'MESSAGE.UPLOAD_SUCCESSFUL',
            company: await oneCompanyJson(db, updated),
          };
        },
      );

      app.get(
        `/company/:id/${kind.path}`,
        {
          schema: {
            tags: ['companies'],
            summary: `Read the ${kind.path} back`,
            params: z.object({ id: z.string() }),
            response: {
              200: fileResponse(
                kind.types.map((type) => CONTENT_TYPES[type]),
                `The ${kind.path} file`,
              ),
              ...errorResponses(401, 403, 404),
            },
          },
        },
        async (request, reply) => {
          const { company } = await companyFor(db, requireViewer(request), request.params.id);
          const key = company[kind.column];
          return sendStoredFile(reply, key ? await storage.get(key) : null, {
            cacheControl: 'private, max-age=300',
          });
        },
      );
    }
  };

import type { FastifyInstance } from 'fastify';
import { relayPublicGet } from '../cms/delivery-routes';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger images itself (5 MB). */
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;
const isImageName = (name: string) => /^[a-z][a-z0-9_]{0,39}$/.test(name);

/** Where the browser reads a widget image; the upload time makes a new image a new address. */
export const widgetImageUrl = (id: string | number, name: string, updatedAt: string) =>
  `/files/widget/${id}/${name}?v=${encodeURIComponent(updatedAt)}`;

/**
 * Plain HTTP routes of the widgets area, thin pass-throughs to the api:
 * - GET  /files/widget/:id/:name   -> GET  /cms/widget/:id/:name (with the browser's cookie)
 * - POST /upload/widget/:id/:name (multipart: file; x-graphql-csrf header) -> POST /cms/widget/:id/:name
 * - GET  /public/cms/widget?host=…&type=…  -> the public delivery (no cookie, cache headers both ways)
 * - GET  /public/cms/widget/:id/:name      -> a delivered widget image
 */
export async function widgetFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    // Multipart bodies are streamed to the api untouched.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    type Named = { Params: { id: string; name: string } };
    const valid = ({ id, name }: Named['Params']) => isValidId(id) && isImageName(name);

    scope.get<Named>('/files/widget/:id/:name', async (request, reply) => {
      if (!valid(request.params)) return notFound(reply);
      const { id, name } = request.params;
      return relayDownload(rest, request, reply, `/cms/widget/${id}/${name}`);
    });

    scope.post<Named>('/upload/widget/:id/:name', async (request, reply) => {
      if (!valid(request.params)) return notFound(reply);
      const { id, name } = request.params;
      return relayUpload(rest, request, reply, `/cms/widget/${id}/${name}`, MAX_UPLOAD_BYTES);
    });

    scope.get('/public/cms/widget', async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return relayPublicGet(rest, request, reply, `/public/cms/widget${query}`);
    });

    scope.get<Named>('/public/cms/widget/:id/:name', async (request, reply) => {
      if (!valid(request.params)) return notFound(reply);
      const { id, name } = request.params;
      return relayPublicGet(rest, request, reply, `/public/cms/widget/${id}/${name}`);
    });
  });
}

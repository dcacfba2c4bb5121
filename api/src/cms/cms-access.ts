import type { FastifyRequest } from 'fastify';
import { CMS_PERMISSION } from '#domain/cms/cms-permission';
import { requirePermission, type Viewer } from '../shared/session-guard';

/** The viewer when they are a content editor (ROLE_CMS_USER); else 401 or 403. */
export function requireCmsUser(request: FastifyRequest): Viewer {
  return requirePermission(request, CMS_PERMISSION);
}

/** A route id as a number, or null when it cannot be one (the caller answers 404). */
export function idOf(value: string): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

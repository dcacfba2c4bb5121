import type { FastifyRequest } from 'fastify';
import { COMPARISON_PERMISSION } from '#domain/comparison/comparison-permission';
import { requirePermission, type Viewer } from '../shared/session-guard';

/** The viewer when they are a comparison editor (ROLE_COMPARISON_USER); else 401 or 403. */
export function requireComparisonUser(request: FastifyRequest): Viewer {
  return requirePermission(request, COMPARISON_PERMISSION);
}

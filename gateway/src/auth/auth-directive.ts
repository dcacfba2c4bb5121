import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { hasAccess, type Permission } from '#domain/accounts/access';
import { roleNames } from '../accounts/rest-types';
import { gatewayError } from '../rest/rest-error';
import type { ViewerSession } from './viewer-session';

interface AuthContext {
  viewer: ViewerSession;
}

/** Refuses unless the viewer passes every rule (type rule first, then field rule). */
export async function assertAccess(context: AuthContext, rules: Permission[]): Promise<void> {
  const user = await context.viewer.current();
  if (!user) throw gatewayError('UNAUTHENTICATED', 'MESSAGE.NOT_LOGGED_IN');
  const roles = roleNames(user);
  for (const rule of rules) {
    if (!hasAccess(roles, rule)) throw gatewayError('FORBIDDEN', 'MESSAGE.ACCESS_DENIED');
  }
}

function guard(
  resolve: GraphQLFieldResolver<unknown, AuthContext>,
  rules: Permission[],
): GraphQLFieldResolver<unknown, AuthContext> {
  return async (source, args, context, info) => {
    await assertAccess(context, rules);
    return resolve(source, args, context, info);
  };
}

/**
 * Applies `@auth(roles: [...])` from the SDL: every field of a guarded type and
 * every guarded field checks the viewer's roles with hasAccess before resolving.
 * Subscriptions are checked when they start.
 */
export function applyAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, _name, typeName) => {
      const type = schema.getType(typeName);
      const rules: Permission[] = [];
      const typeRule = type ? getDirective(schema, type, 'auth')?.[0] : undefined;
      const fieldRule = getDirective(schema, field, 'auth')?.[0];
      if (typeRule) rules.push(typeRule.roles as string[]);
      if (fieldRule) rules.push(fieldRule.roles as string[]);
      if (rules.length === 0) return field;
      if (field.subscribe) return { ...field, subscribe: guard(field.subscribe, rules) };
      return { ...field, resolve: guard(field.resolve ?? defaultFieldResolver, rules) };
    },
  });
}

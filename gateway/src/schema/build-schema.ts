import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyAuthDirective } from '../auth/auth-directive';
import type { Resolvers } from '../generated/resolvers';

/** The repository's schema/ folder. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

/** Every schema/*.graphql file, base.graphql first (it declares the root types). */
export function readTypeDefs(dir = SCHEMA_DIR): string[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((name) => readFileSync(`${dir}/${name}`, 'utf8'));
}

export interface SchemaParts {
  typeDefs: string[];
  resolvers: Resolvers[];
}

/** Merges the areas' SDL and resolvers into one schema and applies @auth. */
export function buildSchema({ typeDefs, resolvers }: SchemaParts): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: resolvers as never,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return applyAuthDirective(schema);
}

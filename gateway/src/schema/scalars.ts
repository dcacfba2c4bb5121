import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { parseIsoDateTime } from '#domain/shared/validators/calendar-date';
import type { Resolvers } from '../generated/resolvers';
import { gatewayError } from '../rest/rest-error';

/** An answer's date-time (from the api) as ISO 8601. */
function toIso(value: unknown): string {
  const date =
    value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  if (Number.isNaN(date.getTime())) throw new GraphQLError(`Not a date-time: ${String(value)}`);
  return date.toISOString();
}

/**
 * A client's date-time: an ISO 8601 text of a day and time that exist. Anything else is
 * the client's mistake (BAD_USER_INPUT), so it is never rolled into another day or masked.
 */
function parseClientDateTime(value: unknown): string {
  const date = typeof value === 'string' ? parseIsoDateTime(value) : null;
  if (!date) throw gatewayError('BAD_USER_INPUT', 'MESSAGE.ENTER_VALID_DATE');
  return date.toISOString();
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date-time string',
  serialize: toIso,
  parseValue: parseClientDateTime,
  parseLiteral: (ast) => parseClientDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

function literal(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((value) => literal(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});

export const scalarResolvers = { DateTime, JSON: JSONScalar } satisfies Resolvers;

import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { Resolvers } from '../generated/resolvers';

function toIso(value: unknown): string {
  const date =
    value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  if (Number.isNaN(date.getTime())) throw new GraphQLError(`Not a date-time: ${String(value)}`);
  return date.toISOString();
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date-time string',
  serialize: toIso,
  parseValue: toIso,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    return toIso(ast.value);
  },
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

export const scalarResolvers: Resolvers = { DateTime, JSON: JSONScalar };

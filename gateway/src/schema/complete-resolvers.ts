import type { GraphQLScalarType } from 'graphql';
import type { Resolvers, ResolversParentTypes } from '../generated/resolvers';

/**
 * The object types whose parent is known: for a type in codegen.ts `mappers` the
 * parent is its REST shape (RestCompany), for the others the GraphQL type itself.
 * The root types are left out: their parent is empty and settings adds to Query.
 */
type ObjectTypeName = Exclude<
  keyof Resolvers & keyof ResolversParentTypes,
  'Query' | 'Mutation' | 'Subscription'
>;

/**
 * Fields graphql-js's default resolver cannot answer: not a property of the parent
 * under the same name (Company.postalCode on a RestCompany, which has postal_code).
 * Without a resolver such a field answers null at run time.
 */
type FieldsNeedingResolver<T extends ObjectTypeName> =
  NonNullable<Resolvers[T]> extends GraphQLScalarType
    ? never
    : Exclude<keyof NonNullable<Resolvers[T]>, keyof ResolversParentTypes[T] | `__${string}`>;

/** The fields of type T that some resolver map of `Maps` gives a resolver. */
type GivenFields<Maps extends readonly unknown[], T extends string> = Maps[number] extends infer Map
  ? Map extends { [K in T]: infer Fields }
    ? keyof Fields
    : never
  : never;

/**
 * 'Company.postalCode' for each field that needs a resolver and has none in `Maps`
 * (the areas' resolver maps, typed with `satisfies Resolvers` so their keys are known);
 * never when every field is answered.
 */
export type MissingFieldResolvers<Maps extends readonly unknown[]> = {
  [T in ObjectTypeName]: Exclude<FieldsNeedingResolver<T>, GivenFields<Maps, T>> extends infer F
    ? F extends string
      ? `${T}.${F}`
      : never
    : never;
}[ObjectTypeName];

/** `true` when no field is missing a resolver, else the missing 'Type.field' names (a type error on `true`). */
export type EveryFieldResolved<Maps extends readonly unknown[]> = [
  MissingFieldResolvers<Maps>,
] extends [never]
  ? true
  : MissingFieldResolvers<Maps>;

import { snakeToCamel, type SnakeToCamel } from '#domain/shared/case-names';

/** Resolvers that read each named snake_case property under its camelCase field name. */
export type SnakeFieldResolvers<Rest, Key extends keyof Rest & string> = {
  [K in Key as SnakeToCamel<K>]: (parent: Rest) => Rest[K];
};

/**
 * The field resolvers of a type whose GraphQL fields are the REST properties in
 * camelCase: `...snakeFields<RestCompany>()('postal_code', 'paused_from')` gives
 * `postalCode` and `pausedFrom`. A key the REST shape does not have is a type error.
 * Fields named otherwise (kvkHeadOfficeNumber <- kvk_hoofdvestiginsnummer) and
 * fields that change the value keep their own resolver.
 */
export function snakeFields<Rest>() {
  return <const Key extends keyof Rest & string>(...keys: Key[]): SnakeFieldResolvers<Rest, Key> =>
    Object.fromEntries(
      keys.map((key) => [snakeToCamel(key), (parent: Rest) => parent[key]]),
    ) as SnakeFieldResolvers<Rest, Key>;
}

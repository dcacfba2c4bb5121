/**
 * The one conversion between the api's snake_case names and the camelCase names of
 * GraphQL and the web forms (docs/architecture.md, "REST conventions").
 *
 * Meant for names of lowercase letters and digits joined by single underscores:
 * there the runtime functions and the template-literal types give the same name.
 * A digit after an underscore loses the underscore (leads_last_31_days ->
 * leadsLast31Days); camelToSnake does not put it back (leadsLast31Days ->
 * leads_last31_days), so such names only convert one way.
 */

/** postal_code -> postalCode, leads_last_31_days -> leadsLast31Days. */
export type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<SnakeToCamel<Tail>>}`
  : S;

type SnakeOfChar<C extends string> = C extends Lowercase<C> ? C : `_${Lowercase<C>}`;

/** postalCode -> postal_code. */
export type CamelToSnake<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${SnakeOfChar<First>}${CamelToSnake<Rest>}`
  : S;

/** postal_code -> postalCode, leads_last_31_days -> leadsLast31Days. */
export function snakeToCamel<S extends string>(name: S): SnakeToCamel<S> {
  return name.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase()) as SnakeToCamel<S>;
}

/** postalCode -> postal_code. */
export function camelToSnake<S extends string>(name: S): CamelToSnake<S> {
  return name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`) as CamelToSnake<S>;
}

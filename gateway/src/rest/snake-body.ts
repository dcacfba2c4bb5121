import { camelToSnake, type CamelToSnake } from '#domain/shared/case-names';

/** A GraphQL input with its field names in snake_case, as the api's bodies name them. */
export type SnakeBody<Input> = {
  [K in keyof Input & string as CamelToSnake<K>]: Input[K];
};

/**
 * The REST body of a GraphQL input whose fields are the api's fields in camelCase
 * (thresholdCents -> threshold_cents). Fields left out stay out, so the api keeps
 * their stored value. Inputs whose values change on the way keep their own mapping.
 */
export function snakeBody<Input extends object>(input: Input): SnakeBody<Input> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) body[camelToSnake(key)] = value;
  }
  return body as SnakeBody<Input>;
}

import type { paths } from '../generated/rest-api';
import type { RestQuery } from './rest-client';

/**
 * The api's operations by path and method, from its OpenAPI document
 * (gateway/src/generated/rest-api.ts, `npm run codegen:rest`): a call's address
 * picks the path template, whose operation gives the body and the answer types.
 */
export type RestVerb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** '/company/{id}/logo' -> `/company/${string}/logo`: the addresses of a path template. */
type Address<Template extends string> = Template extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Address<Tail>}`
  : Template;

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}`
  ? [Head, ...Segments<Tail>]
  : [S];

type Operation<Verb extends RestVerb, Template extends keyof paths> = NonNullable<
  paths[Template][Verb]
>;

/** The path templates that have an operation for `Verb`. */
type TemplatesWith<Verb extends RestVerb> = {
  [T in keyof paths]: paths[T][Verb] extends { responses: unknown } ? T : never;
}[keyof paths];

/**
 * The path template of a call's address: the address itself when it is one
 * ('/company/partners', not '/company/{id}'), else the templates whose address pattern
 * fits with as many segments (`/company/${number}/logo` -> '/company/{id}/logo'; a
 * parameter never spans a '/').
 */
export type TemplateOf<Verb extends RestVerb, Path extends string> =
  Path extends TemplatesWith<Verb> ? Path : TemplateFitting<Verb, Path>;

type TemplateFitting<Verb extends RestVerb, Path extends string> = {
  [T in TemplatesWith<Verb>]: Path extends Address<T>
    ? Segments<Path>['length'] extends Segments<T>['length']
      ? T
      : never
    : never;
}[TemplatesWith<Verb>];

/** The addresses the api answers for `Verb` (`/company/${string}/sepa`, …). */
export type RestAddress<Verb extends RestVerb> = Address<TemplatesWith<Verb>>;

type JsonOf<Part> = Part extends { content: { 'application/json': infer Json } } ? Json : never;

/** The JSON body the operation takes (never when it takes none). */
export type RestBody<Verb extends RestVerb, Path extends string> =
  Operation<Verb, TemplateOf<Verb, Path>> extends { requestBody?: infer Body }
    ? JsonOf<NonNullable<Body>>
    : never;

/** The success answer of the operation (undefined for 204). */
export type RestAnswerOf<Verb extends RestVerb, Path extends string> = Operation<
  Verb,
  TemplateOf<Verb, Path>
>['responses'] extends infer Responses
  ? Responses extends { 200: infer Ok }
    ? JsonOf<Ok>
    : Responses extends { 201: infer Created }
      ? JsonOf<Created>
      : undefined
  : never;

/**
 * The arguments after the address of a call that may send a body: the body (required
 * when the api's schema requires one, left out or undefined when it takes none), then
 * the query.
 */
export type RestBodyArgs<Verb extends RestVerb, Path extends string> =
  CheckAddress<Verb, Path> extends [never]
    ? [no_such_address_in_the_api: never]
    : Operation<Verb, TemplateOf<Verb, Path>> extends { requestBody: unknown }
      ? [body: RestBody<Verb, Path>, query?: RestQuery]
      : [RestBody<Verb, Path>] extends [never]
        ? [body?: EmptyBody, query?: RestQuery]
        : [body?: RestBody<Verb, Path>, query?: RestQuery];

/** What a call sends to an operation that takes no body: nothing, or an empty object. */
type EmptyBody = Record<string, never> | undefined;

/** The query of a GET call (an address the api does not have asks for a `never` instead). */
export type RestQueryArgs<Path extends string> =
  CheckAddress<'get', Path> extends [never]
    ? [no_such_address_in_the_api: never]
    : [query?: RestQuery];

/** [never] when no path template fits: `${string}` in an address pattern also spans '/'. */
type CheckAddress<Verb extends RestVerb, Path extends string> = [TemplateOf<Verb, Path>];

import type { RestClient, RestMethod } from './rest-client';
import type {
  RestAnswerOf,
  RestBodyArgs,
  RestQueryArgs,
  RestAddress,
  RestVerb,
} from './rest-paths';

type BodyVerb = Exclude<RestVerb, 'get'>;

/**
 * REST calls typed by the api's OpenAPI document: the address (`/company/${id}/sepa`)
 * picks the operation, so an address the api does not have, a misspelt body field and
 * a wrong answer type are type errors. Reached as `rest.typed`.
 */
export class TypedRest {
  constructor(private readonly client: RestClient) {}

  get<P extends RestAddress<'get'>>(path: P, ...[query]: RestQueryArgs<P>) {
    return this.client.request<RestAnswerOf<'get', P>>('GET', path, { query });
  }

  post<P extends RestAddress<'post'>>(path: P, ...args: RestBodyArgs<'post', P>) {
    return this.send('post', path, args);
  }

  put<P extends RestAddress<'put'>>(path: P, ...args: RestBodyArgs<'put', P>) {
    return this.send('put', path, args);
  }

  patch<P extends RestAddress<'patch'>>(path: P, ...args: RestBodyArgs<'patch', P>) {
    return this.send('patch', path, args);
  }

  delete<P extends RestAddress<'delete'>>(path: P, ...args: RestBodyArgs<'delete', P>) {
    return this.send('delete', path, args);
  }

  private send<V extends BodyVerb, P extends string>(
    verb: V,
    path: string,
    [body, query]: RestBodyArgs<V, P>,
  ): Promise<RestAnswerOf<V, P>> {
    const method = verb.toUpperCase() as RestMethod;
    return this.client.request<RestAnswerOf<V, P>>(method, path, { body, query });
  }
}

import createClient from 'openapi-fetch';
import { describe, expectTypeOf, it } from 'vitest';
import type { paths } from './member-api';

/**
 * Type tests (vitest typecheck): the types openapi-typescript generates from docs/openapi.json
 * compile and type openapi-fetch's calls as the document says. Nothing is sent.
 */
const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });

describe('the generated client types', () => {
  it('require the login body with username and password', () => {
    // @ts-expect-error: login declares a required body
    void client.POST('/api/auth/login', {});
    // @ts-expect-error: the login body has username and password, not user
    void client.POST('/api/auth/login', { body: { user: 'demo', password: 'demo1234' } });
  });

  it('type the session and the credit that come back', () => {
    const _login = () => client.POST('/api/auth/login', { body: { username: 'demo', password: 'demo1234' } });
    type Login = Awaited<ReturnType<typeof _login>>;
    expectTypeOf<NonNullable<Login['data']>['token']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Login['error']>['message']>().toEqualTypeOf<string>();
    const _credit = () => client.POST('/api/auth/user/getCredit/{username}', { params: { path: { username: 'demo' } } });
    type Credit = Awaited<ReturnType<typeof _credit>>;
    expectTypeOf<NonNullable<Credit['data']>['data']['credit']>().toEqualTypeOf<number>();
  });

  it('need path parameters and know only the paths of the document', () => {
    // @ts-expect-error: the credit route needs its username path parameter
    void client.POST('/api/auth/user/getCredit/{username}', { body: {} });
    // @ts-expect-error: no such path in the document
    void client.GET('/api/auth/no-such-route');
  });
});

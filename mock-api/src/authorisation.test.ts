import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerParameter } from '@site/contract';
import { DEMO_MEMBERS } from './demo-members';
import { API_ROUTES, API_SAMPLES, urlOf, type Sample } from './test-support/routes';
import { bodyOf, controlClient, login, openMock, type Session, type Target } from './test-support/target';

const [demo, other] = DEMO_MEMBERS;

/** The route's valid sample with the owner parameter its policy names set to the other member. */
function aimedAtOther(sample: Sample, owner: OwnerParameter): Sample {
  const value = owner.identifies === 'uuid' ? other.uuid : other.username;
  if (owner.in === 'params') return { ...sample, params: { ...sample.params, [owner.name]: value } };
  return { ...sample, body: { ...(sample.body as object), [owner.name]: value } };
}

/** Routes whose contract policy names an owner parameter. */
const ownedRoutes = API_ROUTES.flatMap(({ name, route, policy }) => {
  const sample = API_SAMPLES[name];
  return policy.owner && sample ? [{ name, route, foreign: aimedAtOther(sample, policy.owner) }] : [];
});

describe('object-level authorisation', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openMock();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('covers every route that names a member: each one declares its owner parameter', () => {
    expect(ownedRoutes.length).toBeGreaterThanOrEqual(20);
    // a sample that carries the demo member's uuid or username belongs to a route with an owner
    const naming = API_ROUTES.filter(({ name }) => {
      const text = JSON.stringify(API_SAMPLES[name] ?? {});
      return name !== 'auth.login' && (text.includes(demo.uuid) || text.includes(`"${demo.username}"`));
    }).map((r) => r.name);
    expect(ownedRoutes.map((r) => r.name)).toEqual(naming);
  });

  it.each(ownedRoutes.map((r) => [r.name, r] as const))(
    '%s answers 403 for another member and changes nothing',
    async (_name, { route, foreign }) => {
      const before = bodyOf(await controlClient(target).snapshot(), 200);
      // every owned route in turn, from its contract entry and sample: one request for all, untyped
      const response = await target.request(route.method, urlOf(route, foreign), {
        token: session.token,
        body: route.method === 'GET' ? undefined : foreign.body,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(403);
      const after = bodyOf(await controlClient(target).snapshot(), 200);
      const { journal: _j1, ...beforeState } = before;
      const { journal: _j2, ...afterState } = after;
      expect(afterState).toEqual(beforeState);
    },
  );
});

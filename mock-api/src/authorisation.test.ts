import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from './demo-members';
import { API_ROUTES, API_SAMPLES, urlOf, type Sample } from './test-support/routes';
import { login, openMock, type Session, type Target } from './test-support/target';

const [demo, other] = DEMO_MEMBERS;

/** Replaces demo's uuid and username with the other member's, wherever the sample carries them. */
function aimedAtOther(sample: Sample): Sample | null {
  const text = JSON.stringify(sample);
  if (!text.includes(demo.uuid) && !text.includes(`"${demo.username}"`)) return null;
  return JSON.parse(text.replaceAll(demo.uuid, other.uuid).replaceAll(`"${demo.username}"`, `"${other.username}"`)) as Sample;
}

const ownedRoutes = API_ROUTES.flatMap(({ name, route }) => {
  const sample = API_SAMPLES[name];
  const foreign = sample && name !== 'auth.login' ? aimedAtOther(sample) : null;
  return foreign ? [{ name, route, foreign }] : [];
});

describe('object-level authorisation', () => {
  let target: Target;
  let session: Session;
  beforeAll(async () => {
    target = await openMock();
    session = await login(target);
  });
  afterAll(() => target.close());

  it('covers every route that names a member', () => {
    expect(ownedRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ownedRoutes.map((r) => [r.name, r] as const))(
    '%s answers 403 for another member and changes nothing',
    async (_name, { route, foreign }) => {
      const before = await target.request('GET', '/__mock/snapshot');
      const response = await target.request(route.method, urlOf(route, foreign), {
        token: session.token,
        body: route.method === 'GET' ? undefined : foreign.body,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(403);
      const after = await target.request('GET', '/__mock/snapshot');
      const { journal: _j1, ...beforeState } = before.body as Record<string, unknown>;
      const { journal: _j2, ...afterState } = after.body as Record<string, unknown>;
      expect(afterState).toEqual(beforeState);
    },
  );
});

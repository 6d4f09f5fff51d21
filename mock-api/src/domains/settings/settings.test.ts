import { describe, expect, it } from 'vitest';
import { bodyOf, contractClient, memberTarget } from '../../test-support/target';

// contractClient checks each answer against the contract's schema for its status; bodyOf asserts the status.
describe('settings contract', () => {
  const member = memberTarget();
  const visitor = () => contractClient(member.target);
  const api = () => contractClient(member.target, member.session);

  it('serves global settings with both chat accounts and the operation status', async () => {
    bodyOf(await visitor().settings.global(), 200);
  });

  it('serves the website status', async () => {
    bodyOf(await visitor().settings.websiteStatus(), 200);
  });

  it('serves public configuration entries whose images load', async () => {
    const entries = bodyOf(await visitor().settings.configuration(), 200).data;
    expect(entries.map((e) => e.key)).toContain('home.normal.logo');
    if (!member.target.live) {
      for (const entry of entries) {
        // a picture, not a contract route: the untyped request
        const path = entry.value.data.path ?? '';
        const image = await member.target.request('GET', path);
        expect(image.status).toBe(200);
        expect(String(image.headers['content-type'])).toContain('image/svg+xml');
      }
    }
  });

  it('serves member configuration, one key, and 404 for an unknown key', async () => {
    bodyOf(await api().settings.memberConfiguration(), 200);
    bodyOf(await api().settings.configurationByKey({ query: { key: 'home.normal.logo' } }), 200);
    bodyOf(await api().settings.configurationByKey({ query: { key: 'no.such.key' } }), 404);
  });

  it("serves the member's promotion settings, and 403 for another uuid", async () => {
    bodyOf(await api().settings.userSetting({ body: { uuid: member.session.uuid } }), 200);
    bodyOf(await api().settings.userSetting({ body: { uuid: '00000000-0000-4000-8000-000000000000' } }), 403);
  });
});

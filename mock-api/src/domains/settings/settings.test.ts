import { describe, expect, it } from 'vitest';
import { contract } from '@site/contract';
import { expectContract, memberTarget } from '../../test-support/target';

describe('settings contract', () => {
  const member = memberTarget();

  it('serves global settings with both chat accounts and the operation status', async () => {
    const response = await member.target.request('GET', contract.settings.global.path);
    expectContract(contract.settings.global, response, 200);
  });

  it('serves the website status', async () => {
    expectContract(contract.settings.websiteStatus, await member.target.request('GET', contract.settings.websiteStatus.path), 200);
  });

  it('serves public configuration entries whose images load', async () => {
    const response = await member.target.request('GET', contract.settings.configuration.path);
    expectContract(contract.settings.configuration, response, 200);
    const entries = (response.body as { data: Array<{ key: string; value: { data: { path?: string } } }> }).data;
    expect(entries.map((e) => e.key)).toContain('home.normal.logo');
    if (!member.target.live) {
      for (const entry of entries) {
        const image = await member.target.request('GET', entry.value.data.path ?? '');
        expect(image.status).toBe(200);
        expect(String(image.headers['content-type'])).toContain('image/svg+xml');
      }
    }
  });

  it('serves member configuration, one key, and 404 for an unknown key', async () => {
    expectContract(
      contract.settings.memberConfiguration,
      await member.target.request('GET', contract.settings.memberConfiguration.path, { token: member.session.token }),
      200,
    );
    const one = await member.target.request('GET', `${contract.settings.configurationByKey.path}?key=home.normal.logo`, {
      token: member.session.token,
    });
    expectContract(contract.settings.configurationByKey, one, 200);
    const missing = await member.target.request('GET', `${contract.settings.configurationByKey.path}?key=no.such.key`, {
      token: member.session.token,
    });
    expectContract(contract.settings.configurationByKey, missing, 404);
  });

  it("serves the member's promotion settings, and 403 for another uuid", async () => {
    const mine = await member.target.request('POST', contract.settings.userSetting.path, {
      token: member.session.token,
      body: { uuid: member.session.uuid },
    });
    expectContract(contract.settings.userSetting, mine, 200);
    const other = await member.target.request('POST', contract.settings.userSetting.path, {
      token: member.session.token,
      body: { uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expectContract(contract.settings.userSetting, other, 403);
  });
});

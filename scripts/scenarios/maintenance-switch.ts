import { MAINTENANCE_STATUS } from '@site/contract/rules';
import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';

export default defineScenario({
  name: 'maintenance-switch',
  tags: ['platform'],
  kind: 'api',
  description: `Switching maintenance on makes the website status "${MAINTENANCE_STATUS}" for everyone; switching it off brings the site back`,
  async run(s) {
    await s.step('the site is open', () => s.api.settings.websiteStatus(), {
      status: 200,
      body: { data: { websiteStatus: is.not(MAINTENANCE_STATUS) } },
    });
    await s.maintenance(true);
    await s.step(`the website status is ${MAINTENANCE_STATUS}`, () => s.api.settings.websiteStatus(), {
      status: 200,
      body: { data: { websiteStatus: MAINTENANCE_STATUS } },
    });
    await s.step('the global settings carry it too', () => s.api.settings.global(), {
      status: 200,
      body: { data: { operation: { websiteStatus: MAINTENANCE_STATUS } } },
    });
    const member = await s.loginAs(await s.existingMember(1), 'a member logs in during maintenance');
    await s.step('the member sees maintenance as well', () => member.api.settings.websiteStatus(), {
      status: 200,
      body: { data: { websiteStatus: MAINTENANCE_STATUS } },
    });
    await s.maintenance(false);
    await s.step('the site is open again', () => s.api.settings.websiteStatus(), {
      status: 200,
      body: { data: { websiteStatus: is.not(MAINTENANCE_STATUS) } },
    });
    await s.step('the global settings agree', () => s.api.settings.global(), {
      status: 200,
      body: { data: { operation: { websiteStatus: is.not(MAINTENANCE_STATUS) } } },
    });
  },
});

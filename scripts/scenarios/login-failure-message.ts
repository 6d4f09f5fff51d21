import { defineScenario } from '../lib/scenario/runner';
import { is } from '../lib/scenario/match';

export default defineScenario({
  name: 'login-failure-message',
  tags: ['auth'],
  kind: 'api',
  description: 'Wrong credentials are refused with 401 and a Thai message the login screen shows; a malformed form gets 400',
  async run(s) {
    const member = await s.existingMember(1);
    await s.step(
      'log in with a wrong password',
      () => s.api.auth.login({ body: { username: member.username, password: `${member.password}-wrong` } }),
      {
        status: 401,
        body: { message: is.thaiText(), token: is.absent() },
      },
    );
    await s.step(
      'log in with an unknown username',
      () => s.api.auth.login({ body: { username: s.data.username(), password: 'whatever123' } }),
      {
        status: 401,
        body: { message: is.thaiText(), token: is.absent() },
      },
    );
    await s.step('log in with a too short password', () => s.api.auth.login({ body: { username: member.username, password: '1' } }), {
      status: 400,
      body: { message: is.thaiText() },
    });
    await s.loginAs(member, 'the right password still logs in');
  },
});

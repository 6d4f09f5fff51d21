import type { Reject } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { verifyPassword } from '../../lib/password';
import type { NamespaceState } from '../../state/namespace-state';
import type { MemberRecord } from '../../state/types';

/** The active member a username-or-phone and password name; a wrong pair is 401, a suspended member 403. */
export async function authenticate(
  state: NamespaceState,
  usernameOrPhone: string,
  password: string,
  reject: Reject<401 | 403>,
): Promise<MemberRecord> {
  const member = state.findByLogin(usernameOrPhone);
  const checked = member?.passwordHash ?? 'scrypt$00$00';
  // the hash is checked even for unknown names, so timing does not reveal which names exist
  const valid = await verifyPassword(password, checked);
  if (!member || !valid) reject(401, messages.loginFailed, 'LOGIN_FAILED');
  // Re-read after the check: a password change that finished meanwhile made this password an
  // old one, and a token signed now would carry the new session version and outlive it.
  if (member.passwordHash !== checked) reject(401, messages.loginFailed, 'LOGIN_FAILED');
  if (member.status !== 'active') reject(403, messages.suspended, 'SUSPENDED');
  return member;
}

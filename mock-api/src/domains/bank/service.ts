import type { Reject } from '../../lib/api-error';
import type { NamespaceState } from '../../state/namespace-state';
import { messages } from '../../lib/messages';
import { accountHolder, bankLengthProblem } from '../registration/service';

/** The holder's name of a Thai bank account, for registration; an unknown account is 404. */
export function lookUpAccountName(state: NamespaceState, bankName: string, bankId: string, reject: Reject<400 | 404>) {
  const problem = bankLengthProblem(bankName, bankId);
  if (problem) reject(400, problem, 'BANK_ID_LENGTH');
  const holder = accountHolder(state, bankName, bankId);
  if (!holder) reject(404, messages.registration.accountUnknown, 'ACCOUNT_UNKNOWN');
  return { bankName, bankId, accountName: holder };
}

import { timingSafeEqual } from 'node:crypto';

/** Whether a request's control token header is exactly the mock's token (constant-time, docs/design/mock.md#shared-mock). */
export function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

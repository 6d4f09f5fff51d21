import { controlHeaders, NAMESPACE_HEADER, type QaMember } from '@site/contract/mock-control';

/**
 * One namespace fed the traffic that made a namespace grow without bound (docs/design/mock.md#bounds): long URLs
 * for the journal, a fresh idempotency key per withdrawal, and control-API adds (announcements,
 * faults, named snapshots), `perKind` of each, sequentially on one connection. Control adds past
 * a cap are refused (409); those answers are counted, not failures. A member the mock refuses
 * to create or log in stops the flood: every later request would be refused and grow nothing.
 */
export type FloodResult = {
  requests: number;
  /** Answers by status. */
  byStatus: Map<number, number>;
  /** The namespace's state as JSON (GET /__mock/snapshot), before and after. */
  bytesBefore: number;
  bytesAfter: number;
  elapsedMs: number;
};

const LONG_URL_PAD = 15_000;

export async function floodNamespace(baseUrl: string, namespace: string, perKind: number): Promise<FloodResult> {
  const headers = { [NAMESPACE_HEADER]: namespace, 'content-type': 'application/json' };
  // Control calls carry the control request header (and token, when the mock has one), as every
  // Node client of the control API does; without it every add was refused (403) and nothing grew.
  const control = { ...headers, ...controlHeaders(process.env) };
  const byStatus = new Map<number, number>();
  let requests = 0;
  const send = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Response> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(path.startsWith('/__mock/') ? control : headers), ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    requests += 1;
    byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
    return response;
  };
  const namespaceBytes = async () => (await (await fetch(`${baseUrl}/__mock/snapshot`, { headers: control })).text()).length;

  const created = await fetch(`${baseUrl}/__mock/members`, { method: 'POST', headers: control, body: JSON.stringify({ credit: 10 }) });
  if (!created.ok) throw new Error(`the mock refused the flood's member (${created.status}): the flood would measure nothing`);
  const member = (await created.json()) as QaMember;
  const loggedIn = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: member.username, password: member.password }),
  });
  if (!loggedIn.ok) throw new Error(`the flood's member could not log in (${loggedIn.status})`);
  const login = (await loggedIn.json()) as { token: string };
  const bytesBefore = await namespaceBytes();
  const started = performance.now();
  const pad = 'x'.repeat(LONG_URL_PAD);
  for (let i = 0; i < perKind; i += 1) {
    await send('GET', `/api/setting?i=${i}&pad=${pad}`);
    // more than the credit: refused, and the refusal is stored under the key
    await send(
      'POST',
      `/api/auth/withdraw/${member.uuid}`,
      { amount: 20 },
      { authorization: `Bearer ${login.token}`, 'idempotency-key': `flood-${i}` },
    );
    await send('POST', '/__mock/announcements', { title: `flood ${i}`, body: 'x'.repeat(1000) });
    await send('POST', '/__mock/faults', { route: `GET /api/flood-${i}`, status: 500 });
    if (i % 50 === 0) await send('PUT', `/__mock/snapshots/flood-${i}`, {});
  }
  const elapsedMs = performance.now() - started;
  return { requests, byStatus, bytesBefore, bytesAfter: await namespaceBytes(), elapsedMs };
}

import { describe, expect, it } from 'vitest';
import { SharedReads, type SharedAnswer } from './shared-reads';

const policy = { freshSeconds: 5, staleSeconds: 30 };

function answerOf(text: string, status = 200, fetchedAt = 0): SharedAnswer {
  return { status, headers: { 'content-type': 'application/json' }, body: Buffer.from(text), fetchedAt };
}

/** A clock the test moves, and a loader that counts its calls and answers when told to. */
function harness(maxBytes = 1024 * 1024) {
  let now = 0;
  const reads = new SharedReads(maxBytes, () => now);
  const pending: Array<(answer: SharedAnswer) => void> = [];
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<SharedAnswer>((resolve) => pending.push(resolve));
  };
  return {
    reads,
    load,
    get calls() {
      return calls;
    },
    answerNext(text: string, status = 200) {
      const resolve = pending.shift();
      if (resolve === undefined) throw new Error('no load under way');
      resolve(answerOf(text, status, now));
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('SharedReads', () => {
  it('makes any number of concurrent reads of one key one load, and keys apart', async () => {
    const h = harness();
    const reads = Array.from({ length: 50 }, () => h.reads.read('host-a /api/setting', policy, h.load));
    const other = h.reads.read('host-b /api/setting', policy, h.load);
    expect(h.calls).toBe(2);
    h.answerNext('a');
    h.answerNext('b');
    const results = await Promise.all(reads);
    expect(new Set(results.map((result) => result.answer.body.toString()))).toEqual(new Set(['a']));
    expect(results.map((result) => result.state).sort()).toEqual(['miss', ...Array<string>(49).fill('joined')].sort());
    expect((await other).answer.body.toString()).toBe('b');
  });

  it('answers a kept 200 while fresh, stale with one refresh after, and loads again past the stale time', async () => {
    const h = harness();
    const first = h.reads.read('k', policy, h.load);
    h.answerNext('v1');
    expect((await first).state).toBe('miss');

    h.advance(4_999);
    expect(await h.reads.read('k', policy, h.load)).toMatchObject({ state: 'hit' });
    expect(h.calls).toBe(1);

    h.advance(1);
    const stale = await Promise.all([h.reads.read('k', policy, h.load), h.reads.read('k', policy, h.load)]);
    expect(stale.map((result) => [result.state, result.answer.body.toString()])).toEqual([
      ['stale', 'v1'],
      ['stale', 'v1'],
    ]);
    expect(h.calls).toBe(2);
    h.answerNext('v2');
    await expect.poll(async () => (await h.reads.read('k', policy, h.load)).answer.body.toString()).toBe('v2');
    expect(h.calls).toBe(2);

    h.advance(35_000);
    const reloaded = h.reads.read('k', policy, h.load);
    expect(h.calls).toBe(3);
    h.answerNext('v3');
    expect(await reloaded).toMatchObject({ state: 'miss' });
  });

  it('never keeps an answer other than 200, and keeps nothing without memory', async () => {
    const h = harness();
    const failed = h.reads.read('k', policy, h.load);
    h.answerNext('{"message":"x"}', 503);
    expect((await failed).answer.status).toBe(503);
    const next = h.reads.read('k', policy, h.load);
    expect(h.calls).toBe(2);
    h.answerNext('ok');
    await next;

    const none = harness(0);
    const read = none.reads.read('k', policy, none.load);
    none.answerNext('ok');
    await read;
    const again = none.reads.read('k', policy, none.load);
    expect(none.calls).toBe(2);
    none.answerNext('ok');
    expect(await again).toMatchObject({ state: 'miss' });
  });

  it('holds no more bytes than it is given, dropping the least recently used', async () => {
    const h = harness(20_000);
    for (let index = 0; index < 20; index += 1) {
      const read = h.reads.read(`key-${index}`, policy, h.load);
      h.answerNext('x'.repeat(4_000));
      await read;
    }
    expect(h.reads.keptBytes).toBeLessThanOrEqual(20_000);
    expect(h.reads.keptBytes).toBeGreaterThan(0);
    const oldest = h.reads.read('key-0', policy, h.load);
    expect(h.calls).toBe(21);
    h.answerNext('again');
    await oldest;
  });
});

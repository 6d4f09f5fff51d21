import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContractRoute } from './contract-routes';
import { createDriftBook, MAX_RECORDS } from './drift-book';

/** A recorder with a sink that keeps what it was told, no Fastify, no network. */
function bookWithSink() {
  const counted: Array<{ route: string; status: string; path: string }> = [];
  const warned: string[] = [];
  const book = createDriftBook({ count: (labels) => counted.push(labels), warn: (_fields, message) => warned.push(message) });
  return { book, counted, warned };
}

const downline = {
  path: '/api/auth/affiliate/downline/:username',
  responses: new Map([[200, z.object({ data: z.object({ users: z.record(z.string(), z.object({ depositTotal: z.number() })) }) })]]),
} as unknown as ContractRoute;

describe('drift book (the recorder without Fastify)', () => {
  it('folds record keys, warns once per new mismatch and counts every one', () => {
    const { book, counted, warned } = bookWithSink();
    for (let i = 0; i < 3; i += 1) book.inspect('GET', downline, 200, { data: { users: { [`member${i}`]: { depositTotal: 'x' } } } });
    expect(book.list().map((record) => [record.path, record.count])).toEqual([['data.users.*.depositTotal', 3]]);
    expect(counted).toHaveLength(3);
    expect(warned).toEqual(['contract drift']);
    expect(JSON.stringify({ counted, list: book.list() })).not.toContain('member');
  });

  it('past the cap counts into one "other" record, and sink counts equal the list total', () => {
    const { book, counted } = bookWithSink();
    for (let status = 300; status < 300 + MAX_RECORDS + 10; status += 1) book.inspect('GET', downline, status, {});
    expect(book.list()).toHaveLength(MAX_RECORDS + 1);
    expect(book.list().reduce((sum, record) => sum + record.count, 0)).toBe(counted.length);
    expect(new Set(counted.map((labels) => JSON.stringify(labels))).size).toBe(MAX_RECORDS + 1);
  });
});

import type { DemoMember } from '@site/contract/mock-control';

/**
 * Members present in every namespace for any seed, with fixed uuids, so people, docs and
 * browser tests can log in without asking the mock first.
 */
export const DEMO_MEMBERS = [
  {
    uuid: '6f1c2b7e-4a0d-4c1e-9b8a-1d2e3f4a5b6c',
    username: 'demo',
    phone: '0812345678',
    password: 'demo1234',
    name: 'สมชาย ใจดี',
    level: 1,
    credit: 1500,
  },
  {
    uuid: '7a2d3c8f-5b1e-4d2f-8c9b-2e3f4a5b6c7d',
    username: 'demo2',
    phone: '0898765432',
    password: 'demo1234',
    name: 'สมหญิง รักสงบ',
    level: 2,
    credit: 55000,
  },
] as const satisfies readonly DemoMember[];

export type DemoMemberSeed = (typeof DEMO_MEMBERS)[number];

import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonErrors, memberErrors } from '../common/errors';
import { dataEnvelope, looseObject } from '../common/envelope';
import { IsoDateTime } from '../common/dates';
import { policy } from '../common/policy';

const c = initContract();

export const Announcement = looseObject({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  pinned: z.boolean(),
  publishedAt: IsoDateTime,
});
export type Announcement = z.infer<typeof Announcement>;

export const announcementsContract = c.router({
  member: {
    method: 'GET',
    path: '/api/auth/announcement',
    metadata: policy.member,
    summary: 'Announcements for members (news data), pinned first',
    responses: { 200: dataEnvelope(z.array(Announcement)), ...memberErrors },
  },
  public: {
    method: 'GET',
    path: '/api/announcement',
    metadata: policy.publicShared,
    summary: 'Public announcements, pinned first',
    responses: { 200: dataEnvelope(z.array(Announcement)), ...commonErrors },
  },
});

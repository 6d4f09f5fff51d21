import { announcementsContract } from '@site/contract/domains/announcements';
import { createApiClient } from '@/lib/api-client';

const announcementsApi = createApiClient(announcementsContract);

export const announcementKeys = {
  all: ['announcements'] as const,
  member: () => [...announcementKeys.all, 'member'] as const,
  public: () => [...announcementKeys.all, 'public'] as const,
};

/** GET /api/announcement: what visitors read on the home page (public, spec 6), pinned first. */
export function usePublicAnnouncements() {
  return announcementsApi.public.useQuery({
    queryKey: announcementKeys.public(),
    staleTime: 5 * 60_000,
    select: (response) => response.body.data,
  });
}

/** Member announcements (news data), pinned first as the server sends them. */
export function useMemberAnnouncements() {
  return announcementsApi.member.useQuery({
    queryKey: announcementKeys.member(),
    staleTime: 5 * 60_000,
    select: (response) => response.body.data,
  });
}

import { announcementsContract } from '@site/contract/domains/announcements';
import { createApiClient } from '@/lib/api-client';

const announcementsApi = createApiClient(announcementsContract);

export const announcementKeys = {
  all: ['announcements'] as const,
  member: () => [...announcementKeys.all, 'member'] as const,
};

/** Member announcements (news data), pinned first as the server sends them. */
export function useMemberAnnouncements() {
  return announcementsApi.member.useQuery({
    queryKey: announcementKeys.member(),
    staleTime: 5 * 60_000,
    select: (response) => response.body.data,
  });
}

import { tsr } from '@/lib/api-client';

export const announcementKeys = {
  all: ['announcements'] as const,
  member: () => [...announcementKeys.all, 'member'] as const,
};

/** Member announcements (news data), pinned first as the server sends them. */
export function useMemberAnnouncements() {
  return tsr.announcements.member.useQuery({
    queryKey: announcementKeys.member(),
    staleTime: 5 * 60_000,
    select: (response) => response.body.data,
  });
}

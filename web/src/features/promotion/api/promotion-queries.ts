import { skipToken, useQuery } from '@tanstack/react-query';
import { expectOk, tsr } from '@/lib/api-client';

export const promotionKeys = {
  all: ['promotion'] as const,
  member: (uuid: string) => [...promotionKeys.all, 'member', uuid] as const,
};

/** The member's promotion settings (spec 7: not requested without a uuid). */
export function useUserSetting(uuid: string | undefined) {
  return useQuery({
    queryKey: promotionKeys.member(uuid ?? ''),
    queryFn: uuid
      ? async ({ signal }) => expectOk(await tsr.settings.userSetting.mutate({ body: { uuid }, fetchOptions: { signal } })).body.data
      : skipToken,
  });
}

import { skipToken, useQuery } from '@tanstack/react-query';
import { settingsContract } from '@site/contract/domains/settings';
import { createApiClient, expectOk } from '@/lib/api-client';

const settingsApi = createApiClient(settingsContract);

export const promotionKeys = {
  all: ['promotion'] as const,
  member: (uuid: string) => [...promotionKeys.all, 'member', uuid] as const,
};

/** The member's promotion settings (spec 7: not requested without a uuid). */
export function useUserSetting(uuid: string | undefined) {
  return useQuery({
    queryKey: promotionKeys.member(uuid ?? ''),
    queryFn: uuid
      ? async ({ signal }) => expectOk(await settingsApi.userSetting.mutate({ body: { uuid }, fetchOptions: { signal } })).body.data
      : skipToken,
  });
}

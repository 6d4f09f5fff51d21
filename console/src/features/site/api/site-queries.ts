import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientInferRequest } from '@ts-rest/core';
import type { mockControlContract } from '@site/contract/mock-control';
import { type ControlApi, okBody, useControlApi } from '@/lib/control';
import { keys } from '@/lib/query';

export type SiteChange = ClientInferRequest<typeof mockControlContract.setSite>['body'];
export type NewAnnouncement = ClientInferRequest<typeof mockControlContract.addAnnouncement>['body'];

/** Website status, brand, special hosts, promotion and announcements, as the member site reads them. */
export function useSite() {
  const { namespace, api } = useControlApi();
  return api.site.useQuery({ queryKey: keys.site(namespace), select: (response) => response.body });
}

/**
 * A change of the site shows across the namespace (state, members' view): all of it is read again,
 * without waiting. A panel drawn anew from what is read (its key) would otherwise be gone before
 * the change's own success callback, and the tester would never be told.
 */
function useSiteChange<Input, Answer>(call: (api: ControlApi, input: Input) => Promise<Answer>) {
  const { namespace, api } = useControlApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.namespace(namespace) });
    },
  });
}

/** The game catalogue for maintenance: providers, the games QA closed, and the games `words` find. */
export function useCatalogue(words: string) {
  const { namespace, api } = useControlApi();
  return api.games.useQuery({
    queryKey: keys.catalogue(namespace, words),
    queryData: { query: { q: words } },
    select: (response) => response.body,
    placeholderData: (previous) => previous,
  });
}

export function useSetMaintenance() {
  return useSiteChange(async (api, on: boolean) => okBody(await api.maintenance.mutate({ body: { on } })));
}

export function useSwitchBrand() {
  return useSiteChange(async (api, brand: string) => okBody(await api.brand.mutate({ body: { brand } })));
}

export function useChangeSite() {
  return useSiteChange(async (api, change: SiteChange) => okBody(await api.setSite.mutate({ body: change })));
}

export function useAddAnnouncement() {
  return useSiteChange(async (api, announcement: NewAnnouncement) => okBody(await api.addAnnouncement.mutate({ body: announcement })));
}

export function useRemoveAnnouncement() {
  return useSiteChange(async (api, id: string) => okBody(await api.removeAnnouncement.mutate({ params: { id } })));
}

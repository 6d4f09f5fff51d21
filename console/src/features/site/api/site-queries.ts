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

/** A change of the site shows across the namespace (state, members' view): all of it is read again. */
function useSiteChange<Input, Answer>(call: (api: ControlApi, input: Input) => Promise<Answer>) {
  const { namespace, api } = useControlApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.namespace(namespace) }),
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

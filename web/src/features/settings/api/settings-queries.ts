import { useMemo } from 'react';
import { type ConfigEntry, type GlobalSettings } from '@site/contract';
import { BrandLook, MAINTENANCE_STATUS } from '@site/contract/rules';
import { settingsContract } from '@site/contract/domains/settings';
import { createApiClient } from '@/lib/api-client';
import { bootDataReadAt, readBootData } from '@/lib/boot-data';
import { resolveApiUrl } from '@/lib/url-format';

const settingsApi = createApiClient(settingsContract);

/** Query keys of the settings feature (docs/conventions.md: one key factory per feature). */
export const settingsKeys = {
  all: ['settings'] as const,
  global: () => [...settingsKeys.all, 'global'] as const,
  websiteStatus: () => [...settingsKeys.all, 'website-status'] as const,
  configuration: () => [...settingsKeys.all, 'configuration'] as const,
};

/** How often the operation status is polled, so maintenance starts and ends without a reload. */
export const WEBSITE_STATUS_POLL_MS = 15_000;

/** An answer the gateway wrote into index.html (docs/design/first-paint.md#branded-page), as the query would have received it. */
function bootAnswer<Body>(body: Body | undefined) {
  return body === undefined ? undefined : { status: 200 as const, body, headers: new Headers() };
}

export function useGlobalSettings() {
  return settingsApi.global.useQuery({
    queryKey: settingsKeys.global(),
    staleTime: 5 * 60_000,
    initialData: () => bootAnswer(readBootData().setting),
    initialDataUpdatedAt: bootDataReadAt,
    select: (response) => response.body.data,
  });
}

/**
 * The brand's colours and bottom bar, as settings serve them (docs/design/brands.md#brand-look): the app compiles in
 * no brand. `look` is null until settings arrive; `invalid` when they arrived without a look the
 * contract accepts, so the app says the site is not set up instead of drawing some other brand.
 */
export function useBrandLook(): { look: BrandLook | null; invalid: boolean } {
  const { data } = useGlobalSettings();
  return useMemo(() => {
    if (!data) return { look: null, invalid: false };
    const parsed = BrandLook.safeParse(data.look);
    return parsed.success ? { look: parsed.data, invalid: false } : { look: null, invalid: true };
  }, [data]);
}

export function useWebsiteStatus() {
  return settingsApi.websiteStatus.useQuery({
    queryKey: settingsKeys.websiteStatus(),
    // The status the gateway wrote into the page counts as one poll: the next ask is one interval later.
    staleTime: WEBSITE_STATUS_POLL_MS,
    initialData: () => bootAnswer(readBootData().websiteStatus),
    initialDataUpdatedAt: bootDataReadAt,
    refetchInterval: WEBSITE_STATUS_POLL_MS,
    refetchOnWindowFocus: 'always',
    select: (response) => response.body.data.websiteStatus,
  });
}

export function isMaintenance(websiteStatus: string | undefined): boolean {
  return websiteStatus === MAINTENANCE_STATUS;
}

export function useConfiguration() {
  return settingsApi.configuration.useQuery({
    queryKey: settingsKeys.configuration(),
    staleTime: 10 * 60_000,
    initialData: () => bootAnswer(readBootData().configuration),
    initialDataUpdatedAt: bootDataReadAt,
    select: (response) => response.body.data,
  });
}

/** Configuration entries keyed by key; the image path lives in value.data.path (spec 3). */
export function configurationPaths(entries: readonly ConfigEntry[] | undefined): Record<string, string> {
  const byKey: Record<string, string> = {};
  for (const entry of entries ?? []) {
    const path = entry.value.data.path;
    // A path that fails the format check of spec 5 is dropped: the image shows the not-found placeholder (docs/design/web-app.md#url-check).
    const url = typeof path === 'string' ? resolveApiUrl(path) : null;
    if (url) byKey[entry.key] = url;
  }
  return byKey;
}

export type { GlobalSettings };

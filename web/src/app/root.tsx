import { useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { brandCssVariables } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { BrandContext, brandImageKeys, type Brand } from '@/components/ui/brand-context';
import { OfflineBanner, ServiceUnavailableBanner, UnsupportedBrowserBanner } from '@/components/ui/banners';
import {
  configurationPaths,
  isMaintenance,
  useBrandLook,
  useConfiguration,
  useGlobalSettings,
  useWebsiteStatus,
} from '@/features/settings/api/settings-queries';
import { isSpecialHost } from '@/lib/special-host';
import { BrandNotSetUp } from './brand-not-set-up';

/** Where a member was when maintenance began, to return there when it ends. */
interface MaintenanceState {
  from?: string;
}

/**
 * The top of every route: branding from settings and configuration, the banners, and the
 * maintenance switch of spec 2 (every route shows /ma while
 * websiteStatus is MA; the site returns by itself when it ends, no reload).
 */
export function AppRoot() {
  const location = useLocation();
  const settings = useGlobalSettings();
  const configuration = useConfiguration();
  const websiteStatus = useWebsiteStatus();
  const { look, invalid: brandInvalid } = useBrandLook();

  const specialHosts = settings.data?.specialHosts;
  const brand = useMemo<Brand>(
    () => ({
      siteName: settings.data?.siteName ?? '',
      images: configurationPaths(configuration.data),
      specialHost: isSpecialHost(window.location.hostname, specialHosts ?? []),
    }),
    [settings.data?.siteName, configuration.data, specialHosts],
  );

  // docs/design/brands.md#special-hosts: a special host is a mirror of the brand's site. Members use it as usual;
  // search engines are asked not to index it, and the page says which host it is for styling.
  useEffect(() => {
    if (!brand.specialHost) return;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.append(robots);
    document.documentElement.dataset.specialHost = 'true';
    return () => {
      robots.remove();
      delete document.documentElement.dataset.specialHost;
    };
  }, [brand.specialHost]);

  // Brand colours as CSS custom properties (CSSOM, allowed under a strict style-src), the same
  // ones the gateway writes into index.html for the first paint (docs/design/first-paint.md#branded-page). Without them
  // the stylesheet's neutral colours show: no brand is compiled in (docs/design/brands.md#brand-look).
  const background = brand.images[brandImageKeys.background];
  useEffect(() => {
    const root = document.documentElement;
    // Only what differs from what the page has: on arrival that is nothing, and setting a value
    // again, even unchanged, would restyle every element of the page.
    const current = getComputedStyle(root);
    for (const [name, value] of Object.entries(brandCssVariables(look, { background }))) {
      if (current.getPropertyValue(name).trim() !== value) root.style.setProperty(name, value);
    }
  }, [look, background]);

  // Settings without a valid look are the deployment's mistake: say so where its operators look.
  useEffect(() => {
    if (brandInvalid)
      console.error('member-site: GET /api/setting has no valid brand look (docs/design/brands.md#brand-look); the site is not shown');
  }, [brandInvalid]);

  // Re-check the operation status on every navigation, besides the poll. Not on arrival: the
  // query has just asked, or starts from the status the gateway wrote into the page.
  const { refetch: refetchStatus } = websiteStatus;
  const checkedPathname = useRef(location.pathname);
  useEffect(() => {
    if (checkedPathname.current === location.pathname) return;
    checkedPathname.current = location.pathname;
    void refetchStatus();
  }, [location.pathname, refetchStatus]);

  const maintenance = isMaintenance(websiteStatus.data);
  const onMaintenancePage = location.pathname === paths.maintenance;
  if (maintenance && !onMaintenancePage) {
    const state: MaintenanceState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.maintenance} replace state={state} />;
  }
  if (!maintenance && websiteStatus.isSuccess && onMaintenancePage) {
    const from = (location.state as MaintenanceState | null)?.from;
    return <Navigate to={from && from !== paths.maintenance ? from : paths.home} replace />;
  }

  return (
    <BrandContext value={brand}>
      <div className="banners" aria-live="polite">
        <OfflineBanner />
        <ServiceUnavailableBanner />
        <UnsupportedBrowserBanner />
      </div>
      {brandInvalid ? <BrandNotSetUp /> : <Outlet />}
    </BrandContext>
  );
}

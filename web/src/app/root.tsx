import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { brandRule, DEFAULT_BRAND_ID, BRANDS } from '@site/contract/rules';
import { paths } from '@/config/paths';
import { BrandContext, brandImageKeys, type Brand } from '@/components/ui/brand-context';
import { OfflineBanner, ServiceUnavailableBanner, UnsupportedBrowserBanner } from '@/components/ui/banners';
import {
  configurationPaths,
  isMaintenance,
  useConfiguration,
  useGlobalSettings,
  useWebsiteStatus,
} from '@/features/settings/api/settings-queries';
import { isSpecialHost } from '@/lib/special-host';

/** Where a member was when maintenance began, to return there when it ends. */
interface MaintenanceState {
  from?: string;
}

/** The brand rule of the deployment, or the default one for an unknown brand id. */
export function useBrandRule() {
  const settings = useGlobalSettings();
  const id = settings.data?.brand ?? DEFAULT_BRAND_ID;
  return BRANDS.some((brand) => brand.id === id) ? brandRule(id) : brandRule(DEFAULT_BRAND_ID);
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
  const rule = useBrandRule();

  const specialHosts = settings.data?.specialHosts;
  const brand = useMemo<Brand>(
    () => ({
      siteName: settings.data?.siteName ?? rule.nameTh,
      images: configurationPaths(configuration.data),
      specialHost: isSpecialHost(window.location.hostname, specialHosts ?? []),
    }),
    [settings.data?.siteName, rule.nameTh, configuration.data, specialHosts],
  );

  // Decision 083: a special host is a mirror of the brand's site. Members use it as usual;
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

  // Brand colour as a CSS custom property (CSSOM, allowed under a strict style-src).
  useEffect(() => {
    document.documentElement.style.setProperty('--brand', rule.primaryColor);
    const background = brand.images[brandImageKeys.background];
    if (background) document.documentElement.style.setProperty('--page-background', `url("${background}")`);
  }, [rule.primaryColor, brand.images]);

  // Re-check the operation status on every navigation, besides the poll.
  const { refetch: refetchStatus } = websiteStatus;
  useEffect(() => {
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
      <Outlet />
    </BrandContext>
  );
}

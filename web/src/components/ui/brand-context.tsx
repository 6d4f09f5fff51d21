import { createContext, useContext } from 'react';

/**
 * Branding of the deployment (spec 1: images and texts come from configuration entries).
 * The app layer fills it from the settings feature; shared components only read it.
 */
export interface Brand {
  siteName: string;
  /** Image path by configuration key, e.g. `home.normal.logo`. */
  images: Readonly<Record<string, string>>;
  /** This host is on the brand's special-host list (spec 6; docs/design/brands.md#special-hosts). */
  specialHost: boolean;
}

export const BrandContext = createContext<Brand>({ siteName: '', images: {}, specialHost: false });

export function useBrand(): Brand {
  return useContext(BrandContext);
}

/** Configuration keys of spec 3 the shell uses. */
export const brandImageKeys = {
  logo: 'home.normal.logo',
  background: 'home.normal.background',
  topBackground: 'home.top.background',
  allGames: 'home.menuBottom.allGame',
  casino: 'home.top.casino',
  slot: 'home.top.slot',
  sport: 'home.top.sport',
  contact: 'home.top.contact',
} as const;

import type { ServerInferRequest } from '@ts-rest/core';
import { MAX_QA_ANNOUNCEMENTS, type mockControlContract, type SiteAnnouncement, type SiteState } from '@site/contract/mock-control';
import { MAINTENANCE_STATUS } from '@site/contract/rules';
import type { BrandBook } from '../../content/brands';
import { ApiError } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import type { World } from '../../state/world';
import { publishedPromotion, siteSpecialHosts } from '../../domains/settings/service';
import { allAnnouncements, isSeededAnnouncement } from '../../domains/announcements/service';

type SiteChange = ServerInferRequest<typeof mockControlContract.setSite>['body'];
type AnnouncementInput = ServerInferRequest<typeof mockControlContract.addAnnouncement>['body'];

/** The site as the member site reads it in this namespace, from the same functions the member routes use. */
export function siteState(world: World): SiteState {
  const { site } = world.data;
  return {
    websiteStatus: world.data.websiteStatus,
    brand: world.data.brand,
    // every brand this mock has a file for (decision 088)
    brands: world.brands.all().map((b) => ({ id: b.id, name: b.nameTh })),
    specialHosts: siteSpecialHosts(world),
    specialHostsOfBrand: site.specialHosts === null,
    promotion: publishedPromotion(world),
    promotionOfBrand: site.promotion === null,
    announcements: allAnnouncements(world),
  };
}

/** Overrides the special hosts or the published promotion ('brand': back to the brand's own). */
export function changeSite(world: World, change: SiteChange): SiteState {
  const site = { ...world.data.site };
  if (change.specialHosts !== undefined) site.specialHosts = change.specialHosts === 'brand' ? null : [...new Set(change.specialHosts)];
  if (change.promotion !== undefined) site.promotion = change.promotion === 'brand' ? null : change.promotion;
  world.setSite(site);
  return siteState(world);
}

/** Publishes a QA announcement and answers it as the site lists it, not the whole list (decision 148). */
export function addAnnouncement(world: World, input: AnnouncementInput): SiteAnnouncement {
  const site = world.data.site;
  // every public visitor reads them all: a bounded list keeps that answer small (decision 155)
  if (site.announcements.length >= MAX_QA_ANNOUNCEMENTS) {
    throw new ApiError(409, messages.control.announcementsFull(MAX_QA_ANNOUNCEMENTS), 'ANNOUNCEMENTS_FULL');
  }
  const id = world.nextId('QA-AN');
  world.setSite({ ...site, announcements: [...site.announcements, { id, ...input, at: world.now() }] });
  const added = allAnnouncements(world).find((a) => a.id === id);
  if (!added) throw new Error(`announcement ${id} was added but is not listed`);
  return added;
}

/** Takes an announcement down: a QA one is removed, a seeded one hidden (it is content, not state). */
export function removeAnnouncement(world: World, id: string): SiteState {
  const site = world.data.site;
  if (site.announcements.some((a) => a.id === id)) {
    world.setSite({ ...site, announcements: site.announcements.filter((a) => a.id !== id) });
  } else if (isSeededAnnouncement(id) && !site.hiddenAnnouncements.includes(id)) {
    world.setSite({ ...site, hiddenAnnouncements: [...site.hiddenAnnouncements, id] });
  } else {
    throw new ApiError(404, messages.control.announcementNotFound(id), 'ANNOUNCEMENT_NOT_FOUND');
  }
  return siteState(world);
}

/** Maintenance (websiteStatus MA) on or off. */
export function setMaintenance(world: World, on: boolean): void {
  world.setWebsiteStatus(on ? MAINTENANCE_STATUS : 'OK');
}

/** Switches the namespace to one of the mock's brands. */
export function setBrand(world: World, brands: BrandBook, brand: string): void {
  if (!brands.has(brand)) throw new ApiError(400, messages.control.unknownBrand(brand, brands.ids()), 'UNKNOWN_BRAND');
  world.setBrand(brand);
}

/**
 * The chunks lazy screens share, by explicit lists (docs/design/first-paint.md#chunks): a module
 * is in a group because it is named here, never because of the folder it sits in. Modules are
 * paths from the repository root, packages npm names. `vite.config.ts` assigns them;
 * `scripts/lib/bundle/budget.ts` checks after a build that each listed module exists and ended in
 * its group's chunk. A module the first screen loads statically belongs to the entry: list none.
 */
export interface ChunkGroup {
  name: string;
  packages?: readonly string[];
  modules?: readonly string[];
}

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  /** The form library with its zod resolver: every form but the login form (docs/design/first-paint.md#budget). */
  { name: 'forms', packages: ['react-hook-form', '@hookform/resolvers'] },
  /**
   * What lazy screens share: public domains of the contract, helpers, the UI kit, the screens'
   * messages, and the home page's sections other screens use too (announcements, promotion
   * periods and banners), so the page where most visitors land loads its screen in few files.
   */
  {
    name: 'kit',
    modules: [
      'contract/src/common/bangkok-time.ts',
      'contract/src/domains/announcements.ts',
      'contract/src/domains/auth.ts',
      'contract/src/domains/bank.ts',
      'contract/src/domains/deposit.ts',
      'contract/src/domains/registration.ts',
      'contract/src/domains/withdraw.ts',
      'web/src/components/ui/failure-notice.tsx',
      'web/src/components/ui/figure-grid.tsx',
      'web/src/components/ui/icons.tsx',
      'web/src/components/ui/query-state.tsx',
      'web/src/components/ui/skeleton.tsx',
      'web/src/components/ui/text-field.tsx',
      'web/src/features/announcements/api/announcement-queries.ts',
      'web/src/features/announcements/components/announcement-list.tsx',
      'web/src/features/lobby/components/promotion-banners.tsx',
      'web/src/features/lobby/lobby-entries.ts',
      'web/src/features/promotion/components/promotion-periods.tsx',
      'web/src/i18n/th-screens.ts',
      'web/src/lib/bring-into-view.ts',
      'web/src/lib/dates.ts',
      'web/src/lib/media-query-listeners.ts',
      'web/src/lib/money.ts',
      'web/src/lib/on-first-use.ts',
      'web/src/lib/use-debounced-value.ts',
      'web/src/lib/use-site-now.ts',
    ],
  },
  /** What only member screens share: in a chunk of its own, so `/` and `/login` do not load it with `kit`. */
  {
    name: 'member-kit',
    modules: [
      'contract/src/domains/affiliate.ts',
      'contract/src/domains/check-in.ts',
      'contract/src/domains/flip-card.ts',
      'contract/src/domains/games.ts',
      'contract/src/domains/rewards.ts',
      'contract/src/domains/slip.ts',
      'contract/src/domains/wheel.ts',
      'contract/src/rules/levels.ts',
      'web/src/components/ui/money-request-rows.tsx',
      'web/src/lib/member-credit.ts',
      'web/src/lib/member-keys.ts',
    ],
  },
];

/** The group a module id (an absolute path) belongs to, if any: a listed path ends it, or a listed package holds it. */
export function chunkGroupOf(id: string): string | undefined {
  const path = id.replaceAll('\\', '/');
  return CHUNK_GROUPS.find(
    (group) =>
      group.modules?.some((module) => path.endsWith(`/${module}`)) === true ||
      group.packages?.some((name) => path.includes(`/node_modules/${name}/`)) === true,
  )?.name;
}

import { z } from 'zod';
import { MAX_BODY_BYTES } from '../rules/limits';

/** Who may call a route: anyone, or a logged-in member (`Authorization: Bearer <token>`). */
export const RouteAccess = z.enum(['public', 'member']);
export type RouteAccess = z.infer<typeof RouteAccess>;

/**
 * Which rate-limit budget a route spends: `sensitive` for routes that reveal whether a person
 * is a member or can be used to guess passwords and account holders; `general` for the rest.
 */
export const RateLimitClass = z.enum(['sensitive', 'general']);
export type RateLimitClass = z.infer<typeof RateLimitClass>;

/**
 * Where a member route names the member it acts on, so a member may act only on themselves:
 * the parameter (`params` or `body` field `name`) carries their uuid or their username.
 */
export const OwnerParameter = z
  .object({
    in: z.enum(['params', 'body']),
    name: z.string().min(1),
    identifies: z.enum(['uuid', 'username']),
  })
  .strict();
export type OwnerParameter = z.infer<typeof OwnerParameter>;

/**
 * How much JSON a route takes (docs/design/contract.md#route-policy): most member bodies are a few fields (`small`); a
 * slip photo travels as a data URL (`image`). The byte limit is enforced while the body is read,
 * the nesting depth by a scan before it is parsed.
 */
export const BodyClass = z.enum(['small', 'image']);
export type BodyClass = z.infer<typeof BodyClass>;

export const BODY_LIMITS: Readonly<Record<BodyClass, { maxBytes: number; maxDepth: number }>> = {
  small: { maxBytes: 16 * 1024, maxDepth: 8 },
  image: { maxBytes: MAX_BODY_BYTES, maxDepth: 4 },
};

/**
 * Counts JSON bracket depth outside strings, over a body that may arrive in pieces (the gateway
 * scans chunks as they stream, the mock the whole text): one pass, no parse (docs/design/contract.md#route-policy).
 * Structural characters are ASCII, so bytes of UTF-8 and characters of text scan alike.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** Scans the next piece; true once the body has nested deeper than the limit. */
  scan(piece: string | Uint8Array): boolean {
    const text = typeof piece === 'string';
    for (let i = 0; i < piece.length; i += 1) {
      const code = text ? piece.charCodeAt(i) : (piece[i] ?? 0);
      if (this.escaped) this.escaped = false;
      else if (this.inString) {
        if (code === 0x5c) this.escaped = true;
        else if (code === 0x22) this.inString = false;
      } else if (code === 0x22) this.inString = true;
      else if (code === 0x5b || code === 0x7b) {
        this.depth += 1;
        if (this.depth > this.maxDepth) return true;
      } else if (code === 0x5d || code === 0x7d) this.depth -= 1;
    }
    return false;
  }
}

/**
 * How long a shared cache (the gateway's, docs/design/gateway.md#shared-reads) may answer a public read for everyone:
 * fresh for `freshSeconds`, then served stale for up to `staleSeconds` more while one call
 * refreshes it. Only public GETs whose answer is the same for every visitor of a brand carry it.
 */
export const SharedCachePolicy = z
  .object({
    freshSeconds: z.number().int().min(1).max(300),
    staleSeconds: z.number().int().min(0).max(3600),
  })
  .strict();
export type SharedCachePolicy = z.infer<typeof SharedCachePolicy>;

/** A route's policy, written once as its ts-rest `metadata` and read by the mock, the gateway and the tests. */
export const RoutePolicy = z
  .object({
    access: RouteAccess,
    rateLimit: RateLimitClass,
    owner: OwnerParameter.optional(),
    /** Unset: `small`. */
    body: BodyClass.optional(),
    sharedCache: SharedCachePolicy.optional(),
  })
  .strict()
  .refine((policy) => policy.owner === undefined || policy.access === 'member', {
    message: 'only a member route can name its owner',
    path: ['owner'],
  })
  .refine((policy) => policy.sharedCache === undefined || (policy.access === 'public' && policy.rateLimit === 'general'), {
    message: 'only a public, general-budget route can be shared between visitors',
    path: ['sharedCache'],
  });
export type RoutePolicy = z.infer<typeof RoutePolicy>;

/** The policies routes use; a route's `metadata` is one of these. */
export const policy = {
  /** Anyone, general budget. */
  public: { access: 'public', rateLimit: 'general' },
  /**
   * Anyone, general budget, and the same answer for every visitor of a brand: a shared cache
   * may keep it a few seconds (brand settings, configuration, operation status, tickers).
   */
  publicShared: { access: 'public', rateLimit: 'general', sharedCache: { freshSeconds: 5, staleSeconds: 30 } },
  /** Anyone, the small budget: login, registration checks, account-holder lookup. */
  sensitive: { access: 'public', rateLimit: 'sensitive' },
  /** A logged-in member, acting on their own session only. */
  member: { access: 'member', rateLimit: 'general' },
  /** A logged-in member, acting on the member a parameter names, which must be themselves. */
  ownedBy<const Identifies extends OwnerParameter['identifies'], const Name extends string = Identifies>(
    identifies: Identifies,
    where: { in: OwnerParameter['in']; name: Name } = { in: 'params', name: identifies as unknown as Name },
  ) {
    return { access: 'member', rateLimit: 'general', owner: { in: where.in, name: where.name, identifies } } as const;
  },
} as const;

/**
 * Router options of the whole contract: a status a route does not declare is not one of its
 * responses. index.ts merges the domains with them; a client built from one domain
 * (`@site/contract/domains/<domain>`) applies the same, so it types every route as the merged
 * contract does.
 */
export const contractRouterOptions = { strictStatusCodes: true } as const;

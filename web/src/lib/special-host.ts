/**
 * The special-host list of spec 6 (settings `specialHosts`): hosts of the brand flagged for
 * special treatment; empty for the default brand. An entry is a host name (`mirror.example`)
 * or a wildcard for its subdomains (`*.mirror.example`); case and a trailing dot do not matter.
 * What a flagged host changes is docs/design/brands.md#special-hosts.
 */
function normalHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

export function isSpecialHost(hostname: string, specialHosts: readonly string[]): boolean {
  const host = normalHost(hostname);
  if (!host) return false;
  return specialHosts.some((entry) => {
    const flagged = normalHost(entry);
    if (flagged.startsWith('*.')) return host.endsWith(flagged.slice(1)) && host.length > flagged.length - 1;
    return flagged === host;
  });
}

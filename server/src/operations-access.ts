import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { gatewayMessages } from './messages';

/** Who may read the operations endpoints (/metrics, /__gateway/drift): OPS_TOKEN and OPS_NETWORKS. */
export type OperationsAccess = { token: string | undefined; networks: readonly string[] };

/** An address or CIDR of OPS_NETWORKS, as written, or undefined when it is neither. */
export function readNetwork(item: string): string | undefined {
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  if (prefix === undefined) return item;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128) ? item : undefined;
}

function blockListOf(networks: readonly string[]): BlockList {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const network of networks) {
    const [address = '', prefix] = network.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The hook the operations endpoints run first: they answer this machine (a loopback peer), the
 * peers of OPS_NETWORKS and a request with `Authorization: Bearer <OPS_TOKEN>`; anyone else gets
 * a 403. The peer is the socket's, never X-Forwarded-For: a scraper reaches the replica itself.
 */
export function operationsOnly({ token, networks }: OperationsAccess): onRequestHookHandler {
  const allowed = blockListOf(networks);
  const bearer = token === undefined ? undefined : `Bearer ${token}`;
  return function operationsOnlyHook(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const peer = request.socket.remoteAddress ?? '';
    const mapped = peer.startsWith('::ffff:') ? peer.slice(7) : peer;
    const family = isIP(mapped) === 4 ? 'ipv4' : 'ipv6';
    const authorization = request.headers.authorization;
    if (
      (isIP(mapped) !== 0 && allowed.check(mapped, family)) ||
      (bearer !== undefined && authorization !== undefined && sameSecret(authorization, bearer))
    ) {
      done();
      return;
    }
    void reply.code(403).header('cache-control', 'no-store').send({ message: gatewayMessages.operationsOnly });
  };
}

/** The start line that says how the operations endpoints are reached from beyond this machine. */
export function operationsNotice({ token, networks }: OperationsAccess): string {
  const ways = [
    ...(networks.length > 0 ? [`peers in OPS_NETWORKS (${networks.join(', ')})`] : []),
    ...(token !== undefined ? ['Authorization: Bearer $OPS_TOKEN'] : []),
  ];
  return ways.length === 0
    ? 'Operations (/metrics, /__gateway/drift): this machine only; set OPS_TOKEN or OPS_NETWORKS to scrape them from elsewhere'
    : `Operations (/metrics, /__gateway/drift): this machine, ${ways.join(' or ')}`;
}

/** Who is calling: the client's address as the rate limits count it, and whether it is this machine. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Ctx } from './context.ts';

/**
 * The client's address: the socket's peer, or behind a trusted reverse proxy (`TRUST_PROXY=1`) the address the proxy
 * appended last to X-Forwarded-For.
 */
function peerAddress(c: Ctx, trustProxy: boolean): string {
  let address = '';
  if (trustProxy) address = c.req.header('X-Forwarded-For')?.split(',').pop()?.trim() ?? '';
  if (!address) {
    try {
      address = getConnInfo(c).remote.address ?? '';
    } catch {
      address = '';
    }
  }
  return address || 'unknown';
}

/** The client as the limits count it: its address, and for IPv6 its /64 network, which one subscriber holds whole. */
export function clientAddress(c: Ctx, trustProxy: boolean): string {
  return networkOf(peerAddress(c, trustProxy));
}

/** Headers a reverse proxy adds: a request that carries one came through a proxy, whatever its socket says. */
const FORWARDING_HEADERS = ['X-Forwarded-For', 'Forwarded', 'X-Real-IP'];

/**
 * Whether the client is this machine (a loopback address). A forwarded request that is not trusted is never local:
 * a proxy on this machine without `TRUST_PROXY=1` would otherwise make every visitor look like this machine.
 */
export function isLocalClient(c: Ctx, trustProxy: boolean): boolean {
  if (!trustProxy && FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/i.test(peerAddress(c, trustProxy)) || peerAddress(c, trustProxy) === '::1';
}

function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

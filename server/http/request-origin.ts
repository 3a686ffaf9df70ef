/** Where the customer reached the server: the origin of the links the server hands out (the payment link). */
import type { ServerConfig } from '../config.ts';
import type { Ctx } from './context.ts';

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/**
 * A host as a browser sends it: a DNS name (an IPv4 address is one too) or an IPv6 address in brackets, with an
 * optional port. Nothing else may go into a link: a slash, `@`, a quote or a space would point it elsewhere or break it.
 */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`);

/** The host lower-cased, or null when it is not a plain host (or its port is out of range). */
function validHost(value: string | undefined): string | null {
  const host = value?.trim().toLowerCase() ?? '';
  const match = host.length <= 255 ? HOST.exec(host) : null;
  if (!match) return null;
  const port = match[1] === undefined ? null : Number(match[1]);
  return port === null || (port >= 1 && port <= 65535) ? host : null;
}

/** The last of a header's comma-separated values: the one the proxy nearest to us wrote. */
const lastValue = (value: string | undefined): string | undefined => value?.split(',').pop()?.trim();

/**
 * The origin the links handed to this request point at: where the customer's browser reached the storefront, a
 * merchant's own subdomain or this machine's address on the network, never a fixed host that would send the customer
 * to another merchant or to a host they cannot reach.
 * It is the request's host (Host, or HTTP/2's :authority, as the URL of the request carries it) with the scheme this
 * server speaks; behind a trusted reverse proxy (`TRUST_PROXY=1`, as for the client's address: client-address.ts) the
 * X-Forwarded-Host and X-Forwarded-Proto the proxy wrote, which anyone could forge otherwise. With PUBLIC_URL set, the
 * storefront's address is known: the request's host is used only when it is that host or a subdomain of it (a
 * merchant's), with PUBLIC_URL's scheme, and PUBLIC_URL otherwise (a proxy that sends its upstream's host, a forged
 * one). A host that is not a plain host is never used; without PUBLIC_URL there is then no origin (null).
 */
export function requestOrigin(c: Ctx, config: Pick<ServerConfig, 'trustProxy' | 'tls' | 'publicUrl'>): string | null {
  let scheme = config.tls ? 'https' : 'http';
  let rawHost: string | undefined;
  try {
    rawHost = new URL(c.req.url).host;
  } catch {
    rawHost = undefined;
  }
  if (config.trustProxy) {
    const forwardedHost = lastValue(c.req.header('X-Forwarded-Host'));
    const forwardedProto = lastValue(c.req.header('X-Forwarded-Proto'))?.toLowerCase();
    if (forwardedHost !== undefined) rawHost = forwardedHost;
    if (forwardedProto !== undefined)
      scheme = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : '';
  }
  const host = validHost(rawHost);
  if (config.publicUrl !== null) {
    const known = new URL(config.publicUrl);
    const name = host?.replace(/:\d+$/, '');
    const ours = !!name && (name === known.hostname || name.endsWith(`.${known.hostname}`));
    return ours ? `${known.protocol}//${host}` : config.publicUrl;
  }
  return host && scheme ? `${scheme}://${host}` : null;
}

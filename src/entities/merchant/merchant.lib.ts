/**
 * How the merchant of this page is found (spec §7): the stored one, else a host configured for this deployment, else
 * the host's subdomain through the merchant lookup.
 */
export type MerchantSource =
  { kind: 'stored'; id: string } | { kind: 'sub'; sub: string } | { kind: 'known'; id: string } | { kind: 'none' };

/** `burger.localhost` -> burger, `demo.shop.uz` -> demo; plain hosts, `www` and IP addresses have none. */
export function subdomainOf(host: string): string | null {
  const hostname = host.split(':')[0]?.toLowerCase() ?? '';
  if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith('[')) return null;
  const labels = hostname.split('.').filter(Boolean);
  const minLabels = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  if (labels.length < minLabels) return null;
  const sub = labels[0] ?? null;
  return sub && sub !== 'www' ? sub : null;
}

/** "host=id,host=id" -> Map. */
export function parseKnownMerchants(config: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of config.split(',')) {
    const [host, id] = pair.split('=').map((part) => part.trim());
    if (host && id) map.set(host.toLowerCase(), id);
  }
  return map;
}

export function merchantSource(input: {
  host: string;
  storedId: string | null;
  storedSub: string | null;
  known: Map<string, string>;
}): MerchantSource {
  const sub = subdomainOf(input.host);
  // A stored merchant counts only for the host it was stored for (a cookie of another subdomain is not ours).
  if (input.storedId && input.storedSub === (sub ?? '')) return { kind: 'stored', id: input.storedId };
  // A host configured explicitly for this deployment is more certain than a guess from its first label.
  const hostname = input.host.split(':')[0]?.toLowerCase() ?? '';
  const known = input.known.get(hostname);
  if (known) return { kind: 'known', id: known };
  return sub ? { kind: 'sub', sub } : { kind: 'none' };
}

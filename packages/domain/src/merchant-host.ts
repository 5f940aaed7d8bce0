// Which merchant a storefront request is for: the Host's subdomain, else `?vendor=`, else the
// `vendor` cookie, else the deployment's default merchant (storefront-core §1, ARCHITECTURE §3).

export type MerchantSubSource = 'host' | 'param' | 'cookie' | 'default';

export interface MerchantSubInput {
  /** The request's Host header, with or without a port (`demo.localhost:3000`). */
  host: string | null | undefined;
  vendorParam?: string | null | undefined;
  vendorCookie?: string | null | undefined;
  defaultMerchant: string;
  /** Domain whose subdomains are merchants (`dastarkhan.uz`); `*.localhost` always counts. */
  baseDomain?: string | null | undefined;
}

export interface MerchantSub {
  sub: string;
  source: MerchantSubSource;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The host name in lower case without the port; null for IP literals and empty hosts. */
export function hostName(host: string | null | undefined): string | null {
  if (!host) return null;
  const trimmed = host.trim().toLowerCase();
  if (trimmed === '' || trimmed.startsWith('[')) return null; // IPv6 literal
  const name = trimmed.replace(/:\d*$/, '').replace(/\.$/, '');
  if (name === '' || IPV4.test(name) || name.includes(':')) return null;
  return name;
}

/**
 * The merchant label of a host under `localhost` or `baseDomain`: the label just left of the base,
 * so `demo.localhost` and `www.demo.dastarkhan.uz` both give `demo`. `www` alone is not a merchant.
 */
export function subFromHost(host: string | null | undefined, baseDomain?: string | null): string | null {
  const name = hostName(host);
  if (!name) return null;
  const bases = ['localhost'];
  const base = baseDomain?.trim().toLowerCase().replace(/^\.+|\.+$/g, '');
  if (base) bases.push(base);
  for (const candidate of bases) {
    if (!name.endsWith(`.${candidate}`)) continue;
    const labels = name.slice(0, -(candidate.length + 1)).split('.');
    const label = labels[labels.length - 1];
    if (!label || label === 'www' || !LABEL.test(label)) return null;
    return label;
  }
  return null;
}

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

export function resolveMerchantSub(input: MerchantSubInput): MerchantSub {
  const fromHost = subFromHost(input.host, input.baseDomain);
  if (fromHost) return { sub: fromHost, source: 'host' };
  // An unusable ?vendor= is still returned: the lookup fails and the customer sees
  // "merchant not available" instead of silently landing in another shop.
  const param = clean(input.vendorParam);
  if (param) return { sub: param, source: 'param' };
  const cookie = clean(input.vendorCookie);
  if (cookie && LABEL.test(cookie)) return { sub: cookie, source: 'cookie' };
  return { sub: input.defaultMerchant, source: 'default' };
}

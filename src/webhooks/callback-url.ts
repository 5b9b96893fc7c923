// The gateway's own check of a webhook callback URL, run before any call: public https only (the
// backends call from the internet), unless the development setting allows loopback addresses.
// Addresses are judged by ipaddr.js, so every IPv6 spelling of a private IPv4 address is caught too.
import ipaddr from 'ipaddr.js';

/** IPv6 global unicast (2000::/3): the only IPv6 space the internet routes to hosts. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

const INTERNAL_SUFFIXES = /\.(localhost|local|internal|lan|intranet|home\.arpa|corp|test|invalid)$/;

/**
 * The IP address a URL host names, or null for a domain name. The URL parser has already written
 * every IPv4 form (`2130706433`, `0x7f.1`, `127.1`) as a dotted quad and IPv6 in compressed hex.
 */
function ipLiteral(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return ipaddr.IPv4.parse(host);
  if (host.includes(':') && ipaddr.IPv6.isValid(host)) return ipaddr.IPv6.parse(host);
  return null;
}

/** Public unicast only: IPv4-mapped, NAT64, 6to4, Teredo, private, shared, reserved and the rest are not. */
function isPublicAddress(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.range() !== 'unicast') return false;
  return address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6);
}

/**
 * Why the public internet could not reach `raw`, or null when it could. Names are judged as
 * written (no DNS lookups): IP literals outside public unicast space, `localhost`, single-label and
 * internal-only names, and URLs carrying credentials are refused.
 */
export function callbackUrlProblem(raw: string, options: { allowLoopback?: boolean } = {}): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an https URL';
  if (url.username || url.password) return 'must not carry credentials: callbacks cannot reach authenticated domains';
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  const address = ipLiteral(host);
  // ALLOW_LOOPBACK_CALLBACKS (development): the backends run on this machine, so 127.0.0.1 reaches us.
  if (options.allowLoopback && (host === 'localhost' || address?.range() === 'loopback')) return null;
  if (url.protocol !== 'https:') return 'must be an https URL: the services call only https callbacks';
  if (address)
    return isPublicAddress(address)
      ? null
      : 'must be reachable from the public internet, not a private, loopback, link-local or other non-public address';
  if (host === 'localhost' || INTERNAL_SUFFIXES.test(host))
    return 'must be reachable from the public internet, not a local or internal domain';
  if (!host.includes('.')) return 'must name a public domain, not a single-label (intranet) host';
  return null;
}

// The callback-URL rule of the digital-asset webhooks: a subscription's callback must be reachable
// from the public internet (no localhost, private networks or credentials), else 400.
import ipaddr from 'ipaddr.js';

/** IPv6 global unicast (2000::/3): the only IPv6 space the internet routes to hosts. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** The IP address a URL host names (the URL parser has normalized IPv4 and IPv6 forms), or null for a name. */
function ipLiteral(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return ipaddr.IPv4.parse(host);
  if (host.includes(':') && ipaddr.IPv6.isValid(host)) return ipaddr.IPv6.parse(host);
  return null;
}

/** Why the public internet could not reach `raw`, or null when it could. */
export function callbackUrlProblem(raw: unknown, allowLoopback = false): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return 'callback_url is required';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'callback_url is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'callback_url must be an http(s) URL';
  if (url.username || url.password)
    return 'callback_url must not carry credentials (authenticated domains cannot receive callbacks)';
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  const address = ipLiteral(host);
  // Development setting: loopback callbacks (127.0.0.0/8, ::1, localhost) are let through.
  if (allowLoopback && (host === 'localhost' || address?.range() === 'loopback')) return null;
  if (host === 'localhost' || host.endsWith('.localhost'))
    return 'callback_url must be reachable from the public internet, not localhost';
  if (address) {
    // Public unicast only: IPv4-mapped, NAT64, 6to4, private, shared, reserved and the rest are not.
    const publicAddress =
      address.range() === 'unicast' && (address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6));
    return publicAddress
      ? null
      : 'callback_url must be reachable from the public internet, not a private, local or other non-public address';
  }
  if (!host.includes('.')) return 'callback_url must name a public domain, not a single-label (intranet) host';
  if (/\.(local|internal|lan|intranet|home\.arpa|corp)$/.test(host))
    return 'callback_url must be reachable from the public internet, not an internal domain';
  return null;
}

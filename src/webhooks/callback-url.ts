// The gateway's own check of a webhook callback URL, run before any call: public https only (the
// backends call from the internet), unless the development setting allows loopback addresses.

function privateIPv4(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || (a === 198 && (b === 18 || b === 19)) || a >= 224
  );
}

function privateIPv6(host: string): boolean {
  const h = host.toLowerCase();
  if (h === '::' || h === '::1') return true;
  if (/^f[cd][0-9a-f]{0,2}:/.test(h) || /^fe[89ab][0-9a-f]?:/.test(h)) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  return mapped ? privateIPv4(mapped[1]!) : false;
}

const INTERNAL_SUFFIXES = /\.(localhost|local|internal|lan|intranet|home\.arpa|corp|test|invalid)$/;

/**
 * Why the public internet could not reach `raw`, or null when it could. Names are judged as
 * written (no DNS lookups): IP literals in private, loopback, link-local or shared ranges,
 * `localhost`, single-label and internal-only names, and URLs carrying credentials are refused.
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
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  // ALLOW_LOOPBACK_CALLBACKS (development): the backends run on this machine, so 127.0.0.1 reaches us.
  if (options.allowLoopback && (host === 'localhost' || host === '::1' || /^127\./.test(host))) return null;
  if (url.protocol !== 'https:') return 'must be an https URL: the services call only https callbacks';
  if (host === 'localhost' || INTERNAL_SUFFIXES.test(host)) return 'must be reachable from the public internet, not a local or internal domain';
  if (privateIPv4(host) || (host.includes(':') && privateIPv6(host))) return 'must be reachable from the public internet, not a private, loopback or link-local address';
  if (!host.includes('.') && !host.includes(':')) return 'must name a public domain, not a single-label (intranet) host';
  return null;
}

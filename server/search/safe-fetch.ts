import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export interface SafeFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests only (ALLOW_PRIVATE_FETCH=1): loopback and private addresses allowed. */
  allowPrivate?: boolean;
  /** ALLOWED_HOSTS: when not empty, only these hosts (and their subdomains) are fetched. */
  allowedHosts?: readonly string[];
  signal?: AbortSignal;
  maxRedirects?: number;
  /** The Accept header; web pages by default. */
  accept?: string;
}

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
// No '::ffff:0:0/96' entry: BlockList matches IPv4 addresses against it, so it would refuse every
// IPv4 address. IPv4-mapped IPv6 addresses are checked against the IPv4 rules (BlockList maps them).
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-compatible, NAT64 and 6to4 addresses embed an IPv4 address (possibly a private one).
  ['::', 96],
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  if (family === 'ipv6' && address.toLowerCase().startsWith('::ffff:')) {
    const v4 = address.slice(7);
    if (net.isIPv4(v4)) return blocked.check(v4, 'ipv4');
  }
  return blocked.check(address, family);
}

export class FetchRefused extends Error {}

/** Whether `host` is one of `allowed` or a subdomain of one ('cdn.shop.example' under 'shop.example'). */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => name === entry || name.endsWith(`.${entry}`));
}

/**
 * The `lookup` of the page's connection: every address the name resolves to is checked, so DNS cannot
 * hand over a private address between the check and the connect. It answers in the form the caller
 * asked for: a list when `all` is set (as Node's autoSelectFamily does), else one address.
 */
function checkedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, opts, callback) => {
    dns.lookup(hostname, { ...opts, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new FetchRefused(`refused address ${refused.address}`), '', 0);
      if (addresses.length === 0) return callback(new FetchRefused(`no address for ${hostname}`), '', 0);
      if ((opts as dns.LookupOptions).all) return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [dns.LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Whether an address leads to a private or local network: a literal private address, or a name that
 * resolves to one now (a name that does not resolve is not said private; its fetch checks again).
 */
export async function leadsPrivate(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isPrivateAddress(host);
  const addresses = await dns.promises.lookup(host, { all: true }).catch(() => []);
  return addresses.some((entry) => isPrivateAddress(entry.address));
}

export interface FetchedBytes {
  url: string;
  contentType: string;
  /** At most `maxBytes`: a longer answer is cut there. */
  body: Buffer;
}

/** GET of a public web page as text (see safeFetchBytes). */
export async function safeFetch(target: string, options: SafeFetchOptions = {}): Promise<{ url: string; contentType: string; body: string }> {
  const fetched = await safeFetchBytes(target, options);
  return { ...fetched, body: fetched.body.toString('utf8') };
}

/**
 * GET of a public resource: the name is resolved first and the connection goes to the checked
 * address (the `lookup` hook, so DNS cannot change between check and connect); private, loopback,
 * link-local and multicast addresses are refused; bounded in time and size; redirects re-checked.
 */
export function safeFetchBytes(target: string, options: SafeFetchOptions = {}): Promise<FetchedBytes> {
  const { timeoutMs = 5000, maxBytes = 512 * 1024, allowPrivate = false, maxRedirects = 3 } = options;
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new FetchRefused('only http and https pages are fetched'));
  const { allowedHosts = [] } = options;
  if (allowedHosts.length > 0 && !hostAllowed(url.hostname, allowedHosts)) return Promise.reject(new FetchRefused(`host ${url.hostname} is not in ALLOWED_HOSTS`));
  const lookup = checkedLookup(allowPrivate);
  return new Promise((resolve, reject) => {
    const get = url.protocol === 'https:' ? https.get : http.get;
    const literal = net.isIP(url.hostname.replace(/^\[|\]$/g, ''));
    if (literal && !allowPrivate && isPrivateAddress(url.hostname.replace(/^\[|\]$/g, ''))) return reject(new FetchRefused('refused address'));
    // A signal of its own, following the caller's: a run's one signal is shared by all its fetches,
    // and each request would otherwise add a listener to it.
    const signal = options.signal ? AbortSignal.any([options.signal]) : undefined;
    const req = get(url, { lookup, timeout: timeoutMs, signal, headers: { 'user-agent': 'Fiche/1 (catalogue enrichment)', accept: options.accept ?? 'text/html,text/plain;q=0.9,*/*;q=0.1' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (maxRedirects <= 0) return reject(new FetchRefused('too many redirects'));
        return resolve(safeFetchBytes(new URL(res.headers.location, url).href, { ...options, maxRedirects: maxRedirects - 1 }));
      }
      if (status !== 200) {
        res.resume();
        return reject(new Error(`HTTP ${status}`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          // Enough of the page: keep what fits and stop reading.
          chunks.push(chunk.subarray(0, chunk.length - (size - maxBytes)));
          res.destroy();
          resolve({ url: url.href, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) });
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ url: url.href, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    // A whole-request cap too: a server that trickles bytes is cut at the same bound.
    const overall = setTimeout(() => req.destroy(new Error('timed out')), timeoutMs * 2);
    req.on('close', () => clearTimeout(overall));
    req.on('error', reject);
  });
}

/**
 * POST of a JSON body to a public address (a webhook), under the same rules as a fetched page: the
 * name resolved and checked before connecting, private addresses refused unless allowed, no
 * redirect followed. `timeoutMs` bounds the whole attempt (resolving, connecting, sending, the answer's
 * head), not only a pause: a receiver that trickles its header lines is cut there too. Resolves with
 * the answer's status; the answer's body is not read.
 */
export function safePost(target: string, body: string, headers: Record<string, string>, options: Pick<SafeFetchOptions, 'allowPrivate' | 'allowedHosts' | 'timeoutMs'> = {}): Promise<number> {
  const { timeoutMs = 10_000, allowPrivate = false, allowedHosts = [] } = options;
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new FetchRefused('only http and https addresses are called'));
  if (allowedHosts.length > 0 && !hostAllowed(url.hostname, allowedHosts)) return Promise.reject(new FetchRefused(`host ${url.hostname} is not in ALLOWED_HOSTS`));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !allowPrivate && isPrivateAddress(literal)) return Promise.reject(new FetchRefused('refused address'));
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? https.request : http.request;
    const req = send(url, { method: 'POST', lookup: checkedLookup(allowPrivate), timeout: timeoutMs, headers: { 'user-agent': 'Fiche/1 (webhook)', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      // The deadline may cut a body still coming after the status: that is no failure.
      res.on('error', () => {});
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    const overall = setTimeout(() => req.destroy(new Error('timed out')), timeoutMs);
    req.on('close', () => clearTimeout(overall));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Which proxy product answered: `proxyType` when it names a known product, else response headers
 * (`server`, then `cf-ray`, `x-envoy-*`, `x-amzn-*`). The edge's `server` header wins over deeper
 * hints, since the outermost hop is the one that wrote the status.
 */
import { echo, firstHeader, type HeaderMap, headerWithPrefix } from './headers.js'
import type { Evidence, Vendor } from './types.js'

/** `proxyType` spellings, compared after lower-casing and removing everything but letters and digits. */
const PROXY_TYPES: ReadonlyMap<string, Vendor> = new Map(
  Object.entries({
    nginx: 'nginx',
    openresty: 'nginx',
    envoy: 'envoy',
    istio: 'envoy',
    cloudflare: 'cloudflare',
    alb: 'aws_alb',
    awsalb: 'aws_alb',
    elb: 'aws_alb',
    awselb: 'aws_alb',
    applicationloadbalancer: 'aws_alb',
  } satisfies Record<string, Vendor>),
)

/** `server` header prefixes (lower-cased). */
const SERVER_PREFIXES: readonly (readonly [string, Vendor])[] = [
  ['cloudflare', 'cloudflare'],
  ['awselb', 'aws_alb'],
  ['envoy', 'envoy'],
  ['istio-envoy', 'envoy'],
  ['nginx', 'nginx'],
  ['openresty', 'nginx'],
]

/** Header-name hints, in order, when `server` names no known product. */
const HEADER_HINTS: readonly (readonly [string, Vendor])[] = [
  ['cf-ray', 'cloudflare'],
  ['x-envoy-', 'envoy'],
  ['x-amzn-', 'aws_alb'],
]

export interface DetectedVendor {
  vendor: Vendor
  evidence: Evidence
}

export function detectVendor(proxyType: string | undefined, headers: HeaderMap): DetectedVendor | undefined {
  if (proxyType !== undefined) {
    const vendor = PROXY_TYPES.get(proxyType.toLowerCase().replace(/[^a-z0-9]/g, ''))
    if (vendor !== undefined) return { vendor, evidence: { input: 'proxyType', value: echo(proxyType) } }
  }
  const server = headers.get('server')
  if (server !== undefined) {
    const lower = server.toLowerCase()
    const hit = SERVER_PREFIXES.find(([prefix]) => lower.startsWith(prefix))
    if (hit) return { vendor: hit[1], evidence: { input: 'responseHeaders.server', value: echo(server) } }
  }
  for (const [prefix, vendor] of HEADER_HINTS) {
    const header = prefix.endsWith('-') ? headerWithPrefix(headers, prefix) : firstHeader(headers, [prefix])
    if (header) return { vendor, evidence: { input: `responseHeaders.${header.name}`, value: echo(header.value) } }
  }
  return undefined
}

/**
 * The constraints a signed URL carries, and their query parameters. Writing and reading live side by
 * side so that the encoding is identical in sign and verify. Every name is `sig` or
 * starts with `sig_`; the signer refuses URLs that already use such names.
 */

import type { QueryParam } from './parse-http-url.js'
import { encodeText } from './percent-encoding.js'

export interface Constraints {
  /** Unix seconds. */
  expiresAt: number
  /** Upper-case HTTP method. */
  method?: string
  /** Normalized addresses and CIDR ranges, sorted, without duplicates. */
  allowedIps?: readonly string[]
  /** Bytes. */
  maxPayloadSize?: number
  /** Lower-case header names with their exact values, sorted by name. */
  requiredHeaders?: ReadonlyArray<readonly [string, string]>
}

export type ConstraintName = 'expiry' | 'method' | 'ip' | 'headers' | 'payloadSize'

export const PARAM = {
  signature: 'sig',
  version: 'sig_v',
  expiresAt: 'sig_exp',
  method: 'sig_m',
  allowedIps: 'sig_ip',
  maxPayloadSize: 'sig_max',
  header: 'sig_h',
} as const

export function isReservedName(name: string): boolean {
  return name === PARAM.signature || name.startsWith('sig_')
}

/** The constraints present, in the fixed order the verify response uses. */
export function constraintNames(c: Constraints): ConstraintName[] {
  const names: ConstraintName[] = ['expiry']
  if (c.method !== undefined) names.push('method')
  if (c.allowedIps !== undefined) names.push('ip')
  if (c.requiredHeaders !== undefined) names.push('headers')
  if (c.maxPayloadSize !== undefined) names.push('payloadSize')
  return names
}

/** The version marker and constraint parameters, in canonical encoding. */
export function toConstraintParams(version: string, c: Constraints): QueryParam[] {
  const param = (name: string, value: string): QueryParam => ({ name, value: encodeText(value) })
  const params = [param(PARAM.version, version), param(PARAM.expiresAt, String(c.expiresAt))]
  if (c.method !== undefined) params.push(param(PARAM.method, c.method))
  if (c.allowedIps !== undefined) params.push(param(PARAM.allowedIps, c.allowedIps.join(',')))
  if (c.maxPayloadSize !== undefined) params.push(param(PARAM.maxPayloadSize, String(c.maxPayloadSize)))
  for (const [name, value] of c.requiredHeaders ?? []) params.push(param(PARAM.header, `${name}:${value}`))
  return params
}

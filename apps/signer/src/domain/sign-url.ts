/**
 * POST /sign: canonicalize the URL, attach the version marker and constraints, and append the HMAC
 * of the canonical string. The signed URL is the canonical string plus `&sig=<hex>`, so a caller can
 * check a test vector by hand. The secret is only ever handed to the HMAC.
 */
import { AppError } from '@svc/core/errors'
import { canonicalString } from './canonical-string.js'
import {
  type ConstraintName,
  type Constraints,
  constraintNames,
  isReservedName,
  PARAM,
  toConstraintParams,
} from './constraints.js'
import { normalizeIpEntry } from './ip-allowlist.js'
import { parseHttpUrl } from './parse-http-url.js'
import { type ExpiryInput, resolveExpiry } from './resolve-expiry.js'
import { type Algorithm, computeSignature, VERSION_OF } from './signature.js'

export interface SignInput extends ExpiryInput {
  url: string
  secret: string
  method?: string | undefined
  allowedIps?: readonly string[] | undefined
  maxPayloadSize?: number | undefined
  requiredHeaders?: Readonly<Record<string, string>> | undefined
  algorithm: Algorithm
}

export interface SignResult {
  signed_url: string
  expiresAt: string
  algorithm: Algorithm
  version: string
  constraints: ConstraintName[]
}

function normalizeIps(entries: readonly string[]): string[] {
  const normalized = entries.map((entry) => {
    const ip = normalizeIpEntry(entry)
    if (ip === undefined)
      throw new AppError('INVALID_REQUEST', 'allowedIps holds an entry that is not an IP address or CIDR range.')
    return ip
  })
  return [...new Set(normalized)].sort()
}

function toConstraints(input: SignInput, expiresAt: number): Constraints {
  const c: Constraints = { expiresAt }
  if (input.method !== undefined) c.method = input.method.toUpperCase()
  if (input.allowedIps !== undefined) c.allowedIps = normalizeIps(input.allowedIps)
  if (input.maxPayloadSize !== undefined) c.maxPayloadSize = input.maxPayloadSize
  const headers = Object.entries(input.requiredHeaders ?? {})
  if (headers.length > 0) {
    c.requiredHeaders = headers
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1))
  }
  return c
}

export function signUrl(input: SignInput, nowMs: number): SignResult {
  const { base, params } = parseHttpUrl(input.url, { strict: false })
  const reserved = params.find((p) => isReservedName(p.name))
  if (reserved) {
    throw new AppError(
      'RESERVED_PARAMETER',
      `The URL already has a parameter named ${reserved.name}; sig and sig_* are reserved.`,
    )
  }
  const constraints = toConstraints(input, resolveExpiry(input, nowMs))
  const version = VERSION_OF[input.algorithm]
  const canonical = canonicalString(base, [...params, ...toConstraintParams(version, constraints)])
  return {
    signed_url: `${canonical}&${PARAM.signature}=${computeSignature(input.algorithm, input.secret, canonical)}`,
    expiresAt: new Date(constraints.expiresAt * 1000).toISOString(),
    algorithm: input.algorithm,
    version,
    constraints: constraintNames(constraints),
  }
}

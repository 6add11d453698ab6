/**
 * Reads the signature, version marker and constraints back out of a signed URL's parameters. Any
 * doubt is MALFORMED_SIGNED_URL: a missing or repeated `sig`, `sig_v` or constraint, an unknown
 * `sig_*` name or version marker, or a constraint value that is not in the form the signer writes.
 */
import { AppError } from '@svc/core/errors'
import { type Constraints, isReservedName, PARAM } from './constraints.js'
import { normalizeIpEntry } from './ip-allowlist.js'
import type { QueryParam } from './parse-http-url.js'
import { decodeComponent } from './percent-encoding.js'
import { MAX_EXPIRY_SECONDS } from './resolve-expiry.js'
import { type Algorithm, algorithmOfVersion } from './signature.js'

export interface SignedParams {
  signature: string
  version: string
  algorithm: Algorithm
  constraints: Constraints
  /** Every parameter except `sig`: what the HMAC covers. */
  signedParams: QueryParam[]
}

const SINGLE = new Set<string>([
  PARAM.signature,
  PARAM.version,
  PARAM.expiresAt,
  PARAM.method,
  PARAM.allowedIps,
  PARAM.maxPayloadSize,
])
const INTEGER = /^(0|[1-9][0-9]{0,14})$/
const METHOD = /^[A-Z]{1,20}$/

function malformed(reason: string): AppError {
  return new AppError('MALFORMED_SIGNED_URL', reason)
}

function collect(params: readonly QueryParam[]) {
  const singles = new Map<string, string>()
  const headers: string[] = []
  for (const { name, value } of params) {
    if (!isReservedName(name)) continue
    const text = decodeComponent(value)
    if (text === null) throw malformed(`Parameter ${name} is not UTF-8.`)
    if (name === PARAM.header) headers.push(text)
    else if (!SINGLE.has(name)) throw malformed(`Unknown reserved parameter ${name}.`)
    else if (singles.has(name)) throw malformed(`Parameter ${name} appears more than once.`)
    else singles.set(name, text)
  }
  return { singles, headers }
}

function readInteger(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined
  if (!INTEGER.test(text)) throw malformed(`Parameter ${name} is not a non-negative integer.`)
  return Number(text)
}

function readHeaders(entries: readonly string[]): Constraints['requiredHeaders'] {
  if (entries.length === 0) return undefined
  const seen = new Set<string>()
  return entries.map((entry) => {
    const at = entry.indexOf(':')
    const name = entry.slice(0, at)
    if (at <= 0 || name !== name.toLowerCase() || seen.has(name))
      throw malformed(`Parameter ${PARAM.header} is malformed.`)
    seen.add(name)
    return [name, entry.slice(at + 1)] as const
  })
}

function readIps(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined
  const entries = text.split(',')
  if (entries.some((entry) => normalizeIpEntry(entry) === undefined)) {
    throw malformed(`Parameter ${PARAM.allowedIps} holds an entry that is not an IP address or range.`)
  }
  return entries
}

function readConstraints(singles: Map<string, string>, headers: readonly string[]): Constraints {
  const method = singles.get(PARAM.method)
  if (method !== undefined && !METHOD.test(method)) throw malformed(`Parameter ${PARAM.method} is not an HTTP method.`)
  const expiresAt = readInteger(singles.get(PARAM.expiresAt), PARAM.expiresAt) ?? 0
  // /sign never writes a later expiry; past it the date is out of JavaScript's range (and ISO 8601's 4 digits).
  if (expiresAt > MAX_EXPIRY_SECONDS) throw malformed(`Parameter ${PARAM.expiresAt} is after 9999-12-31T23:59:59Z.`)
  const constraints: Constraints = { expiresAt }
  const allowedIps = readIps(singles.get(PARAM.allowedIps))
  const maxPayloadSize = readInteger(singles.get(PARAM.maxPayloadSize), PARAM.maxPayloadSize)
  const requiredHeaders = readHeaders(headers)
  if (method !== undefined) constraints.method = method
  if (allowedIps !== undefined) constraints.allowedIps = allowedIps
  if (maxPayloadSize !== undefined) constraints.maxPayloadSize = maxPayloadSize
  if (requiredHeaders !== undefined) constraints.requiredHeaders = requiredHeaders
  return constraints
}

/** Throws AppError MALFORMED_SIGNED_URL with a reason that quotes no value. */
export function readSignedParams(params: readonly QueryParam[]): SignedParams {
  const { singles, headers } = collect(params)
  const signature = singles.get(PARAM.signature)
  const version = singles.get(PARAM.version)
  if (signature === undefined) throw malformed(`The signature parameter ${PARAM.signature} is missing.`)
  if (version === undefined) throw malformed(`The version marker ${PARAM.version} is missing.`)
  if (!singles.has(PARAM.expiresAt)) throw malformed(`The expiry parameter ${PARAM.expiresAt} is missing.`)
  const algorithm = algorithmOfVersion(version)
  if (algorithm === undefined) throw malformed(`Unknown version marker in ${PARAM.version}; expected 1s256 or 1s512.`)
  const constraints = readConstraints(singles, headers)
  return { signature, version, algorithm, constraints, signedParams: params.filter((p) => p.name !== PARAM.signature) }
}

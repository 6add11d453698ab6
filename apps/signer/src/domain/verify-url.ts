/**
 * POST /verify: read the signed URL, recompute the HMAC over its canonical string, compare in
 * constant time, then run every constraint check. A URL that cannot be read is not an HTTP error: it
 * answers `valid: false` with a MALFORMED_SIGNED_URL signature check, like any other bad URL.
 */
import { isAppError } from '@svc/core/errors'
import { canonicalString } from './canonical-string.js'
import {
  type Check,
  type CheckName,
  checkExpiry,
  checkHeaders,
  checkIp,
  checkMethod,
  checkPayloadSize,
  fail,
  pass,
} from './checks.js'
import { parseHttpUrl } from './parse-http-url.js'
import { readSignedParams, type SignedParams } from './read-signed-params.js'
import { computeSignature, signaturesEqual } from './signature.js'

export interface VerifyInput {
  signedUrl: string
  secret: string
  method?: string | undefined
  clientIp?: string | undefined
  headers?: Readonly<Record<string, string>> | undefined
  payloadSize?: number | undefined
}

export interface VerifyOptions {
  nowMs: number
  clockSkewSeconds: number
}

export interface VerifyResult {
  valid: boolean
  checks: Check[]
}

const CONSTRAINT_CHECKS: readonly CheckName[] = ['expiry', 'method', 'ip', 'headers', 'payloadSize']

function readSignedUrl(signedUrl: string): { base: string; signed: SignedParams } | string {
  try {
    const { base, params } = parseHttpUrl(signedUrl, { strict: true })
    return { base, signed: readSignedParams(params) }
  } catch (error) {
    if (isAppError(error)) return error.message
    throw error
  }
}

function malformedResult(reason: string): VerifyResult {
  const rest = CONSTRAINT_CHECKS.map((check) =>
    fail(check, 'NOT_EVALUATED', 'Not checked: the signed URL could not be read.', false),
  )
  return { valid: false, checks: [fail('signature', 'MALFORMED_SIGNED_URL', reason), ...rest] }
}

function checkSignature(base: string, signed: SignedParams, secret: string): Check {
  const expected = computeSignature(signed.algorithm, secret, canonicalString(base, signed.signedParams))
  if (signaturesEqual(expected, signed.signature))
    return pass('signature', true, `HMAC-${signed.algorithm.toUpperCase()} matches.`)
  return fail('signature', 'SIGNATURE_MISMATCH', 'The signature does not match this URL and secret.')
}

export function verifyUrl(input: VerifyInput, { nowMs, clockSkewSeconds }: VerifyOptions): VerifyResult {
  const read = readSignedUrl(input.signedUrl)
  if (typeof read === 'string') return malformedResult(read)
  const { constraints } = read.signed
  const checks = [
    checkSignature(read.base, read.signed, input.secret),
    checkExpiry(constraints.expiresAt, nowMs, clockSkewSeconds),
    checkMethod(constraints, input.method),
    checkIp(constraints, input.clientIp),
    checkHeaders(constraints, input.headers),
    checkPayloadSize(constraints, input.payloadSize),
  ]
  return { valid: checks.every((c) => c.passed), checks }
}

/**
 * The constraint checks of POST /verify, one pure function each. A constraint the URL does not carry
 * passes (`signed: false`). A signed constraint whose input the caller did not send fails with
 * CONSTRAINT_NOT_CHECKED: fail closed, so forgetting `clientIp` can never widen an IP allowlist.
 */
import type { Constraints } from './constraints.js'
import { isIpAllowed } from './ip-allowlist.js'

export type CheckName = 'signature' | 'expiry' | 'method' | 'ip' | 'headers' | 'payloadSize'

export type CheckCode =
  | 'SIGNATURE_MISMATCH'
  | 'MALFORMED_SIGNED_URL'
  | 'EXPIRED'
  | 'METHOD_NOT_ALLOWED'
  | 'IP_NOT_ALLOWED'
  | 'HEADER_MISMATCH'
  | 'PAYLOAD_TOO_LARGE'
  | 'CONSTRAINT_NOT_CHECKED'
  | 'NOT_EVALUATED'

export interface Check {
  check: CheckName
  passed: boolean
  /** Whether the signed URL carries this constraint (the signature and expiry always are). */
  signed: boolean
  /** Present only when `passed` is false. */
  code?: CheckCode
  message: string
}

export function pass(check: CheckName, signed: boolean, message: string): Check {
  return { check, passed: true, signed, message }
}

export function fail(check: CheckName, code: CheckCode, message: string, signed = true): Check {
  return { check, passed: false, signed, code, message }
}

const notSigned = (check: CheckName) => pass(check, false, 'The URL carries no such constraint.')
const notSupplied = (check: CheckName, member: string) =>
  fail(check, 'CONSTRAINT_NOT_CHECKED', `The URL is signed with this constraint but the request has no \`${member}\`.`)

export function checkExpiry(expiresAt: number, nowMs: number, skewSeconds: number): Check {
  const iso = new Date(expiresAt * 1000).toISOString()
  if (nowMs <= (expiresAt + skewSeconds) * 1000)
    return pass('expiry', true, `Valid until ${iso} (clock skew tolerance ${skewSeconds} s).`)
  return fail('expiry', 'EXPIRED', `Expired at ${iso} (clock skew tolerance ${skewSeconds} s).`)
}

export function checkMethod(c: Constraints, method: string | undefined): Check {
  if (c.method === undefined) return notSigned('method')
  if (method === undefined) return notSupplied('method', 'method')
  if (method.toUpperCase() === c.method) return pass('method', true, `The method is ${c.method}.`)
  return fail('method', 'METHOD_NOT_ALLOWED', `The URL is valid for ${c.method} only.`)
}

export function checkIp(c: Constraints, clientIp: string | undefined): Check {
  if (c.allowedIps === undefined) return notSigned('ip')
  if (clientIp === undefined) return notSupplied('ip', 'clientIp')
  if (isIpAllowed(c.allowedIps, clientIp)) return pass('ip', true, 'The client IP is in the allowlist.')
  return fail('ip', 'IP_NOT_ALLOWED', 'The client IP is not in the allowlist.')
}

export function checkHeaders(c: Constraints, headers: Readonly<Record<string, string>> | undefined): Check {
  if (c.requiredHeaders === undefined) return notSigned('headers')
  if (headers === undefined) return notSupplied('headers', 'headers')
  const sent = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  const wrong = c.requiredHeaders.filter(([name, value]) => sent.get(name) !== value).map(([name]) => name)
  if (wrong.length === 0) return pass('headers', true, 'Every required header has its signed value.')
  return fail('headers', 'HEADER_MISMATCH', `Missing or different: ${wrong.join(', ')}.`)
}

export function checkPayloadSize(c: Constraints, payloadSize: number | undefined): Check {
  if (c.maxPayloadSize === undefined) return notSigned('payloadSize')
  if (payloadSize === undefined) return notSupplied('payloadSize', 'payloadSize')
  if (payloadSize <= c.maxPayloadSize) return pass('payloadSize', true, `At most ${c.maxPayloadSize} bytes.`)
  return fail('payloadSize', 'PAYLOAD_TOO_LARGE', `The payload exceeds ${c.maxPayloadSize} bytes.`)
}

/**
 * Members shared by POST /sign and POST /verify. No message here ever quotes the value it checks:
 * `secret` especially must not come back in an INVALID_REQUEST body (CONTRACT: secrets).
 */
import { z } from 'zod'
import { isIpAddress } from '../domain/ip-allowlist.js'

export const MIN_SECRET_BYTES = 16
export const MAX_SECRET_BYTES = 1024

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8')

export const Secret = z
  .string()
  .refine((s) => byteLength(s) >= MIN_SECRET_BYTES, {
    message: `secret must be at least ${MIN_SECRET_BYTES} bytes (UTF-8)`,
  })
  .refine((s) => byteLength(s) <= MAX_SECRET_BYTES, {
    message: `secret must be at most ${MAX_SECRET_BYTES} bytes (UTF-8)`,
  })
  .meta({ description: 'HMAC key, used as its UTF-8 bytes; 16 to 1,024 bytes. Never echoed, logged or stored.' })

export const HttpMethod = z
  .string()
  .regex(/^[A-Za-z]{1,20}$/, 'method must be an HTTP method name of letters only, e.g. GET')
  .meta({ description: 'HTTP method, case-insensitive (compared upper-cased).', example: 'GET' })

export const IpAddress = z
  .string()
  .max(64)
  .refine(isIpAddress, { message: 'must be an IPv4 (four-part decimal) or IPv6 address' })

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$/

/**
 * Header name → value. Kept as sent (a zod record would rebuild the object and drop an own
 * `__proto__` key); names are checked as HTTP tokens and must be unique ignoring case.
 */
export function headerMap(valuePattern: RegExp, valueRule: string) {
  return z
    .custom<Record<string, string>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
      message: 'must be an object of header names to string values',
    })
    .superRefine((headers, ctx) => {
      const seen = new Set<string>()
      for (const [name, value] of Object.entries(headers)) {
        if (!HEADER_NAME.test(name)) ctx.addIssue({ code: 'custom', path: [name], message: 'not a valid header name' })
        else if (seen.has(name.toLowerCase())) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'header names are case-insensitive: this name is repeated',
          })
        }
        seen.add(name.toLowerCase())
        if (typeof value !== 'string' || !valuePattern.test(value))
          ctx.addIssue({ code: 'custom', path: [name], message: valueRule })
      }
      if (seen.size > 64) ctx.addIssue({ code: 'custom', path: [], message: 'at most 64 headers' })
    })
}

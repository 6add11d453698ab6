/**
 * Request and response shapes of POST /verify. A malformed or
 * tampered URL is an answer (`valid: false`), not a 4xx; only a malformed request body is a 400.
 */
import { z } from 'zod'
import { HttpMethod, headerMap, IpAddress, Secret } from './fields.js'

export const VerifyBody = z
  .strictObject({
    signedUrl: z
      .string()
      .min(1)
      .max(16_384)
      .meta({ description: 'The signed URL exactly as received (parameters in any order).' }),
    secret: Secret,
    method: HttpMethod.optional().meta({ description: 'Method of the request being checked.' }),
    clientIp: IpAddress.optional().meta({ description: 'Address of the client making the request.' }),
    headers: headerMap(
      /^[^\r\n\0]{0,8192}$/,
      'value must be a string of at most 8,192 characters without CR, LF or NUL',
    )
      .optional()
      .meta({ description: 'Headers of the request being checked; names are case-insensitive.' }),
    payloadSize: z
      .number()
      .int()
      .nonnegative()
      .max(Number.MAX_SAFE_INTEGER)
      .optional()
      .meta({ description: 'Size of the request payload, in bytes.' }),
  })
  .meta({
    examples: [
      {
        signedUrl:
          'https://files.example.com/reports/q3.pdf?download=1&sig_exp=1893456000&sig_h=x-tenant%3Aacme&sig_ip=203.0.113.0%2F24&sig_m=GET&sig_v=1s256&sig=302ccb13f73977160b027094359bc774529bf4f06cdb98d2723908f808b58104',
        secret: 'an-example-secret-of-32-bytes!!!',
        method: 'GET',
        headers: { 'X-Tenant': 'acme' },
      },
    ],
  })
export type VerifyBody = z.infer<typeof VerifyBody>

export const CheckName = z.enum(['signature', 'expiry', 'method', 'ip', 'headers', 'payloadSize'])
export const CheckCode = z.enum([
  'SIGNATURE_MISMATCH',
  'MALFORMED_SIGNED_URL',
  'EXPIRED',
  'METHOD_NOT_ALLOWED',
  'IP_NOT_ALLOWED',
  'HEADER_MISMATCH',
  'PAYLOAD_TOO_LARGE',
  'CONSTRAINT_NOT_CHECKED',
  'NOT_EVALUATED',
])

export const CheckResult = z
  .object({
    check: CheckName,
    passed: z.boolean(),
    signed: z.boolean().meta({ description: 'Whether the signed URL carries this constraint.' }),
    code: CheckCode.optional().meta({ description: 'Present only when passed is false.' }),
    message: z.string(),
  })
  .meta({ id: 'CheckResult' })

export const VerifyReply = z
  .object({
    valid: z.boolean().meta({ description: 'true only when every check passed.' }),
    checks: z
      .array(CheckResult)
      .meta({ description: 'Always six entries, in the order signature, expiry, method, ip, headers, payloadSize.' }),
  })
  .meta({
    examples: [
      {
        valid: false,
        checks: [
          { check: 'signature', passed: true, signed: true, message: 'HMAC-SHA256 matches.' },
          {
            check: 'expiry',
            passed: true,
            signed: true,
            message: 'Valid until 2030-01-01T00:00:00.000Z (clock skew tolerance 30 s).',
          },
          { check: 'method', passed: true, signed: true, message: 'The method is GET.' },
          {
            check: 'ip',
            passed: false,
            signed: true,
            code: 'CONSTRAINT_NOT_CHECKED',
            message: 'The URL is signed with this constraint but the request has no `clientIp`.',
          },
          { check: 'headers', passed: true, signed: true, message: 'Every required header has its signed value.' },
          { check: 'payloadSize', passed: true, signed: false, message: 'The URL carries no such constraint.' },
        ],
      },
    ],
  })

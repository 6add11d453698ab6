/**
 * Request and response shapes of POST /sign. zod checks the
 * members and their combination; the domain checks the URL, the reserved names and the expiry.
 */
import { z } from 'zod'
import { normalizeIpEntry } from '../domain/ip-allowlist.js'
import { MAX_EXPIRY_SECONDS } from '../domain/resolve-expiry.js'
import { HttpMethod, headerMap, Secret } from './fields.js'

const TEN_YEARS_SECONDS = 315_576_000

export const SignBody = z
  .strictObject({
    url: z.string().min(1).max(8192).meta({ description: 'Absolute http(s) URL to sign, without a #fragment.' }),
    secret: Secret,
    expiration: z
      .union([z.number().int().positive().max(MAX_EXPIRY_SECONDS), z.iso.datetime({ offset: true, local: false })])
      .optional()
      .meta({
        description:
          'Absolute expiry: Unix seconds, or ISO 8601 with Z or an offset. Exactly one of expiration / expires_in_seconds.',
      }),
    expires_in_seconds: z
      .number()
      .int()
      .positive()
      .max(TEN_YEARS_SECONDS)
      .optional()
      .meta({ description: 'Lifetime counted from the signing second (1 to 315,576,000).' }),
    method: HttpMethod.optional(),
    allowedIps: z
      .array(
        z
          .string()
          .max(64)
          .refine((s) => normalizeIpEntry(s) !== undefined, {
            message: 'must be an IPv4 or IPv6 address or CIDR range',
          }),
      )
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'Client IP allowlist: IPv4, IPv6 and CIDR ranges of either.' }),
    maxPayloadSize: z
      .number()
      .int()
      .nonnegative()
      .max(Number.MAX_SAFE_INTEGER)
      .optional()
      .meta({ description: 'Largest request payload, in bytes.' }),
    requiredHeaders: headerMap(/^[\t\x20-\x7e]{0,1024}$/, 'value must be printable ASCII, at most 1,024 characters')
      .optional()
      .meta({
        description:
          'Headers the request must carry with exactly these values; names are case-insensitive. Values are visible in the URL.',
      }),
    algorithm: z
      .enum(['sha256', 'sha512'])
      .default('sha256')
      .meta({ description: 'HMAC hash; the version marker sig_v says which.' }),
  })
  .superRefine((body, ctx) => {
    if ((body.expiration === undefined) === (body.expires_in_seconds === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'send exactly one of expiration or expires_in_seconds' })
    }
  })
  .meta({
    examples: [
      {
        url: 'https://files.example.com/reports/q3.pdf?download=1',
        secret: 'an-example-secret-of-32-bytes!!!',
        expiration: '2030-01-01T00:00:00Z',
        method: 'GET',
        allowedIps: ['203.0.113.0/24'],
        requiredHeaders: { 'X-Tenant': 'acme' },
      },
    ],
  })
export type SignBody = z.infer<typeof SignBody>

export const ConstraintName = z.enum(['expiry', 'method', 'ip', 'headers', 'payloadSize'])

export const SignReply = z
  .object({
    signed_url: z.string().meta({ description: 'The canonical URL, its constraints, then &sig=<hex HMAC>.' }),
    expiresAt: z.string().meta({ description: 'Expiry, ISO 8601 UTC (whole seconds).' }),
    algorithm: z.enum(['sha256', 'sha512']),
    version: z.enum(['1s256', '1s512']).meta({ description: 'The version marker, also in the sig_v parameter.' }),
    constraints: z.array(ConstraintName).meta({ description: 'The constraints signed into the URL.' }),
  })
  .meta({
    examples: [
      {
        signed_url:
          'https://files.example.com/reports/q3.pdf?download=1&sig_exp=1893456000&sig_h=x-tenant%3Aacme&sig_ip=203.0.113.0%2F24&sig_m=GET&sig_v=1s256&sig=302ccb13f73977160b027094359bc774529bf4f06cdb98d2723908f808b58104',
        expiresAt: '2030-01-01T00:00:00.000Z',
        algorithm: 'sha256',
        version: '1s256',
        constraints: ['expiry', 'method', 'ip', 'headers'],
      },
    ],
  })

/**
 * Request and response shapes of POST /scan (see README.md). The body is JSON
 * `{ payload, mode?, coverage? | types?, strategy?, salt? }`, or the raw text itself
 * (`Content-Type: text/plain`) with the same options in the query string (`types` comma-separated).
 */
import { isSupportedCountry } from 'libphonenumber-js/max'
import { z } from 'zod'
import { COVERAGE_LEVELS } from '../domain/coverage.js'
import { MODES } from '../domain/scan-payload.js'
import { STRATEGIES } from '../domain/strategies.js'
import { PII_TYPES } from '../domain/types.js'

const Mode = z.enum(MODES).meta({
  description: '`detect` (default): findings only; `redact`: the redacted copy only; `detect_and_redact`: both.',
})
const Coverage = z.enum(COVERAGE_LEVELS).meta({
  description: 'Which types run when `types` is absent: `low`, `medium` (default) or `high` (see the README table).',
})
const Strategy = z.enum(STRATEGIES).meta({
  description:
    '`mask` (default): format-keeping mask; `replace`: `[TYPE]`; `hash`: `[TYPE:<16 hex of HMAC-SHA256(salt, value)>]`; ' +
    '`remove`: the span is deleted in text, the whole member (or array item) in JSON.',
})
const SALT_LENGTH = 'The salt must be 16-256 characters: a short one is guessed as fast as no salt.'
const Salt = z.string().min(16, SALT_LENGTH).max(256, SALT_LENGTH).meta({
  description:
    'HMAC key for `strategy: hash`, 16-256 characters (or send it in the `x-pii-salt` header; without either, the server-side PII_HASH_KEY, else 400 HASH_KEY_REQUIRED).',
})
const TypeName = z.string().min(1).max(64)
const Region = z
  .string()
  .refine(
    (code) => isSupportedCountry(code),
    'Not an ISO 3166-1 alpha-2 region with phone numbering data (e.g. US, GB, DE).',
  )
  .meta({ description: 'Region that phone numbers written without `+` are read in (default `US`).' })

export const ScanJsonBody = z
  .strictObject({
    payload: z
      .unknown()
      .meta({ description: 'Any JSON value to scan; a string is scanned as plain text or log lines.' }),
    mode: Mode.optional(),
    coverage: Coverage.optional(),
    types: z
      .array(TypeName)
      .max(64)
      .optional()
      .meta({
        description: `Explicit type list instead of \`coverage\`; unknown names come back in \`ignoredTypes\`. Types: ${PII_TYPES.join(', ')}.`,
      }),
    strategy: Strategy.optional(),
    salt: Salt.optional(),
    region: Region.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.coverage !== undefined && body.types !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['types'], message: 'Send either `coverage` or `types`, not both.' })
    }
  })
  .meta({ id: 'ScanJsonBody' })

type ScanJsonBody = z.infer<typeof ScanJsonBody>

/** The JSON body's document, written once from the zod schema, for the OpenAPI `application/json` body. */
const { $schema: _dialect, ...scanJsonBodyDocument } = z.toJSONSchema(ScanJsonBody, {
  target: 'draft-2020-12',
  io: 'input',
  unrepresentable: 'any',
  reused: 'inline',
})

/**
 * The body: the raw text (text/plain) or the JSON object. Validated by hand rather than as a zod
 * union so that a JSON body's problems keep their paths (`details: [{ path: "strategy", ... }]`);
 * a failed union reports only "Invalid input" at the root.
 */
export const ScanBody = z
  .custom<ScanJsonBody | string>()
  .superRefine((body, ctx) => {
    if (typeof body === 'string') return
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Send a JSON object with `payload`, or raw text/plain.' })
      return
    }
    if (!('payload' in body)) {
      ctx.addIssue({ code: 'custom', path: ['payload'], message: 'Required: the JSON value or text to scan.' })
      return
    }
    for (const issue of ScanJsonBody.safeParse(body).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    }
  })
  .meta({
    ...scanJsonBodyDocument,
    examples: [
      {
        payload: { user: { email: 'jane.doe@gmail.com', ssn: '536-22-8451' }, card: '4556 7375 8689 9855' },
        mode: 'detect_and_redact',
        coverage: 'medium',
        strategy: 'mask',
      },
    ],
  })
export type ScanBody = z.infer<typeof ScanBody>

export const ScanQuery = z.object({
  mode: Mode.optional(),
  coverage: Coverage.optional(),
  types: z
    .string()
    .max(2048)
    .optional()
    .meta({ description: 'Comma-separated type names (raw text/plain bodies only).' }),
  strategy: Strategy.optional(),
  region: Region.optional(),
})
export type ScanQuery = z.infer<typeof ScanQuery>

const Finding = z
  .object({
    type: z.enum(PII_TYPES),
    detector: z.string().meta({ description: 'The rule that matched, e.g. `jwt`, `github_token`, `password_key`.' }),
    confidence: z.number().min(0).max(1),
    preview: z.string().meta({ description: 'The masked value (the `mask` rule); never the raw value.' }),
    path: z
      .string()
      .optional()
      .meta({ description: 'JSONPath of the string or number holding the value (JSON payloads).' }),
    offset: z
      .number()
      .int()
      .meta({ description: 'Start of the value in that string (or in the text), UTF-16 code units.' }),
    length: z.number().int(),
    testData: z
      .boolean()
      .optional()
      .meta({ description: 'A published test value (sandbox card, AWS EXAMPLE key): found, not scored.' }),
    attributes: z.record(z.string(), z.string()).optional().meta({ description: '`country`, `issuer`, `vendor`, ...' }),
  })
  .meta({ id: 'PiiFinding' })

export const ScanReply = z
  .object({
    findings: z.array(Finding).optional().meta({ description: 'Absent in `redact` mode; at most 10,000 listed.' }),
    redacted: z
      .unknown()
      .optional()
      .meta({ description: 'A new value of the payload’s shape (absent in `detect` mode).' }),
    riskScore: z.number().int().min(0).max(100),
    riskLevel: z.enum(['none', 'low', 'medium', 'high', 'critical']),
    effectiveTypes: z.array(z.enum(PII_TYPES)),
    ignoredTypes: z.array(z.string()),
    coverageLevel: z.enum([...COVERAGE_LEVELS, 'custom']),
    summary: z.object({
      total: z.number().int(),
      byType: z.record(z.string(), z.number().int()),
      testData: z.number().int(),
      findingsTruncated: z.boolean(),
    }),
  })
  .meta({
    examples: [
      {
        findings: [
          {
            type: 'email',
            detector: 'email',
            confidence: 0.99,
            preview: 'j***@gmail.com',
            path: '$.user.email',
            offset: 0,
            length: 18,
          },
        ],
        redacted: { user: { email: 'j***@gmail.com' } },
        riskScore: 8,
        riskLevel: 'low',
        effectiveTypes: ['email'],
        ignoredTypes: ['shoe_size'],
        coverageLevel: 'custom',
        summary: { total: 1, byType: { email: 1 }, testData: 0, findingsTruncated: false },
      },
    ],
  })

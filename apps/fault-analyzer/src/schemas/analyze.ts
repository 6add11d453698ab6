/**
 * Request and response shapes of POST /analyze. zod checks the event
 * envelope; the rule engine in domain/ reads it. `duration` is in milliseconds.
 */
import { z } from 'zod'
import { CATEGORIES, LAYERS, RETRY_RECOMMENDATIONS, SEVERITIES, VENDORS, WARNING_CODES } from '../domain/types.js'

const HeaderValue = z.union([z.string().max(8_192), z.number(), z.boolean(), z.array(z.string().max(8_192)).max(100)])
const Headers = (description: string) =>
  z.record(z.string().min(1).max(256), HeaderValue).meta({
    description: `${description} Names are case-insensitive; a list value is joined with ", ".`,
  })

export const FaultEvent = z
  .strictObject({
    eventId: z.string().min(1).max(128).optional().meta({ description: 'Your id for the event; echoed back.' }),
    statusCode: z
      .int({ error: 'statusCode must be an integer' })
      .min(400, { error: 'statusCode must be 400 to 599: only failed exchanges are analyzed' })
      .max(599, { error: 'statusCode must be 400 to 599: only failed exchanges are analyzed' })
      .meta({ description: 'HTTP status of the failed exchange, 400 to 599.' }),
    method: z
      .string()
      .regex(/^[A-Za-z]{1,32}$/, { error: 'method must be an HTTP method name' })
      .optional()
      .meta({ description: 'HTTP method; decides whether a retry is safe (RFC 9110 §9.2.2).' }),
    url: z.string().max(8_192).optional().meta({ description: 'Address involved; not used by any rule.' }),
    duration: z
      .number()
      .min(0)
      .max(86_400_000)
      .optional()
      .meta({ description: 'Elapsed time of the exchange in milliseconds (0 to 86,400,000).' }),
    requestHeaders: Headers('Request headers as sent.').optional(),
    responseHeaders: Headers(
      'Response headers as received (server, via, cf-ray, x-envoy-*, x-amzn-*, ...).',
    ).optional(),
    proxyType: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .meta({ description: 'Proxy product in front: nginx, envoy, cloudflare, alb; other names are ignored.' }),
    retryAttemptCount: z.int().min(0).max(1_000_000).optional().meta({ description: 'Retries already made.' }),
  })
  .meta({ id: 'FaultEvent' })
export type FaultEvent = z.infer<typeof FaultEvent>

export const EVENT_EXAMPLE = {
  eventId: 'checkout-7f3a',
  statusCode: 502,
  method: 'GET',
  url: 'https://shop.example.com/api/cart',
  duration: 20,
  responseHeaders: { Server: 'nginx/1.25.3', 'Content-Type': 'text/html' },
  proxyType: 'nginx',
  retryAttemptCount: 0,
}

export const AnalyzeBody = FaultEvent.meta({ examples: [EVENT_EXAMPLE] })

export const Analysis = z
  .object({
    eventId: z.string().optional(),
    statusCode: z.int(),
    triggerCategory: z.enum(CATEGORIES),
    triggerSubcategory: z
      .string()
      .meta({ description: 'snake_case detail of the category, e.g. upstream_connection_refused.' }),
    confidenceScore: z
      .number()
      .min(0)
      .max(1)
      .meta({ description: '0.05 to 0.99; higher when headers and duration corroborate.' }),
    likelyLayer: z.enum(LAYERS).meta({ description: 'Where to look first.' }),
    detectedProxy: z
      .enum(VENDORS)
      .nullable()
      .meta({ description: 'Proxy product recognised from proxyType or headers.' }),
    recommendedNextSteps: z.array(z.string()),
    retryRecommendation: z.enum(RETRY_RECOMMENDATIONS),
    retryAfterSeconds: z.int().min(0).nullable().meta({ description: 'From Retry-After, when it could be read.' }),
    severityHint: z.enum(SEVERITIES),
    appliedRules: z.array(z.string()).meta({ description: 'Ids of the rules applied, classification first (README).' }),
    signals: z
      .array(z.object({ input: z.string(), value: z.string(), rules: z.array(z.string()) }))
      .meta({ description: 'The inputs that drove the decision, each with the rules that consulted it.' }),
    warnings: z.array(z.object({ code: z.enum(WARNING_CODES), input: z.string(), message: z.string() })).meta({
      description:
        'Inputs that could not be used (an unreadable or impossible Retry-After or Date); none of them fired a rule.',
    }),
  })
  .meta({ id: 'Analysis' })

export const ANALYSIS_EXAMPLE = {
  eventId: 'checkout-7f3a',
  statusCode: 502,
  triggerCategory: 'dependency',
  triggerSubcategory: 'upstream_connection_refused',
  confidenceScore: 0.9,
  likelyLayer: 'application',
  detectedProxy: 'nginx',
  recommendedNextSteps: [
    'Check that the upstream process runs and listens where the nginx upstream block points (connect() failed).',
  ],
  retryRecommendation: 'with_backoff',
  retryAfterSeconds: null,
  severityHint: 'high',
  appliedRules: ['nginx-502-fast', 'duration-confirms-refusal'],
  signals: [
    { input: 'statusCode', value: '502', rules: ['nginx-502-fast'] },
    { input: 'proxyType', value: 'nginx', rules: ['nginx-502-fast'] },
    { input: 'duration', value: '20 ms', rules: ['nginx-502-fast', 'duration-confirms-refusal'] },
  ],
  warnings: [],
}

export const AnalyzeReply = Analysis.meta({ examples: [ANALYSIS_EXAMPLE] })

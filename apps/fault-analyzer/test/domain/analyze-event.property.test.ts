import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeEvent } from '../../src/domain/analyze-event.js'
import { RULES } from '../../src/domain/rule-table.js'
import { CATEGORIES, LAYERS, RETRY_RECOMMENDATIONS, SEVERITIES } from '../../src/domain/types.js'
import { FaultEvent } from '../../src/schemas/analyze.js'

const HEADER_NAMES = [
  'server',
  'Server',
  'via',
  'x-cache',
  'cf-ray',
  'retry-after',
  'Retry-After',
  'date',
  'x-envoy-upstream-service-time',
  'x-envoy-response-flags',
  'x-envoy-overloaded',
  'x-amzn-trace-id',
  'content-type',
]
const HEADER_VALUES = ['nginx/1.25.3', 'cloudflare', 'awselb/2.0', 'envoy', 'UF,URX', 'UT', '30', 'true', '1.1 varnish']
const headerValue = fc.oneof(
  fc.constantFrom(...HEADER_VALUES),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
)
const headers = fc.dictionary(
  fc.oneof(fc.constantFrom(...HEADER_NAMES), fc.string({ minLength: 1, maxLength: 20 })),
  headerValue,
  {
    maxKeys: 6,
  },
)

const event = fc.record(
  {
    statusCode: fc.integer({ min: 400, max: 599 }),
    method: fc.constantFrom('GET', 'POST', 'put', 'DELETE', 'PATCH'),
    duration: fc.double({ min: 0, max: 86_400_000, noNaN: true }),
    responseHeaders: headers,
    requestHeaders: headers,
    proxyType: fc.oneof(
      fc.constantFrom('nginx', 'Envoy', 'AWS ALB', 'cloudflare', 'constructor'),
      fc.string({ minLength: 1 }),
    ),
    retryAttemptCount: fc.integer({ min: 0, max: 20 }),
  },
  { requiredKeys: ['statusCode'] },
)

const ids = new Set(RULES.map((rule) => rule.id))

describe('analyzeEvent on arbitrary valid events', () => {
  it('gives a documented category, layer, retry and severity, a confidence in [0, 1] and cites known rules', () => {
    fc.assert(
      fc.property(event, (input) => {
        const parsed = FaultEvent.safeParse(input)
        fc.pre(parsed.success)
        const analysis = analyzeEvent(parsed.data!)
        expect(CATEGORIES).toContain(analysis.triggerCategory)
        expect(LAYERS).toContain(analysis.likelyLayer)
        expect(RETRY_RECOMMENDATIONS).toContain(analysis.retryRecommendation)
        expect(SEVERITIES).toContain(analysis.severityHint)
        expect(analysis.confidenceScore).toBeGreaterThanOrEqual(0)
        expect(analysis.confidenceScore).toBeLessThanOrEqual(1)
        expect(analysis.appliedRules.every((id) => ids.has(id))).toBe(true)
        expect(analysis.signals.length).toBeGreaterThan(0)
        for (const signal of analysis.signals)
          expect(analysis.appliedRules).toEqual(expect.arrayContaining(signal.rules))
      }),
      { numRuns: 2_000 },
    )
  })

  it('is deterministic and does not depend on header name case', () => {
    fc.assert(
      fc.property(event, (input) => {
        const parsed = FaultEvent.safeParse(input)
        fc.pre(parsed.success)
        const names = Object.keys(parsed.data!.responseHeaders ?? {}).map((name) => name.toLowerCase())
        fc.pre(new Set(names).size === names.length)
        const upper = Object.fromEntries(
          Object.entries(parsed.data!.responseHeaders ?? {}).map(([k, v]) => [k.toUpperCase(), v]),
        )
        const first = analyzeEvent(parsed.data!)
        expect(analyzeEvent(parsed.data!)).toEqual(first)
        const shouted = analyzeEvent({ ...parsed.data!, responseHeaders: upper })
        expect(shouted.triggerCategory).toBe(first.triggerCategory)
        expect(shouted.appliedRules).toEqual(first.appliedRules)
      }),
      { numRuns: 1_000 },
    )
  })
})

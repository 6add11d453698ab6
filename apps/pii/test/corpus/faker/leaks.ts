/** The redaction-leak count: positives whose raw value still appears in the redacted output (coverage high, mask). */
import { COVERAGE_TYPES } from '../../../src/domain/coverage.js'
import { scanPayload } from '../../../src/domain/scan-payload.js'
import type { Case } from '../generate/positives.js'

export function countLeaks(positives: readonly Case[]): string[] {
  const leaks: string[] = []
  for (const c of positives) {
    const out = scanPayload(c.text ?? c.payload, {
      mode: 'redact',
      types: COVERAGE_TYPES.high,
      strategy: 'mask',
      ...(c.region ? { region: c.region } : {}),
    })
    const redacted = typeof out.redacted === 'string' ? out.redacted : JSON.stringify(out.redacted)
    for (const e of c.expect) if (redacted.includes(e.value)) leaks.push(`${c.id}: ${e.type}`)
  }
  return leaks
}

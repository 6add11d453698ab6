/**
 * Interprets a checked schema over a payload and reports every violation in document order:
 * for each object, missing required keys first (in `required` order), then its own keys in payload
 * order. The walk only descends where the schema does, so its depth is bounded by the schema's (≤ 100).
 * Paths are built only when a violation is found.
 */
import { formatPath } from '@svc/core/errors'
import { type CheckedSchema, TYPE_BITS } from './check-schema.js'
import { conforms, constrains, typeBit } from './conforms.js'
import { extraField, missingRequired, typeMismatch, type Violation } from './violations.js'

/** Reporting stops here; `summary.truncated` says so. */
export const MAX_REPORTED_VIOLATIONS = 10_000

export interface ValidationReport {
  valid: boolean
  errors: Violation[]
  summary: { errorCount: number; truncated: boolean }
}

const NAMES: Record<number, string> = {
  1: 'string',
  2: 'number',
  4: 'integer',
  8: 'boolean',
  16: 'object',
  32: 'array',
  64: 'null',
}

class Walker {
  readonly errors: Violation[] = []
  truncated = false
  private readonly segments: (string | number)[] = []

  private report(violation: (field: string) => Violation) {
    if (this.errors.length >= MAX_REPORTED_VIOLATIONS) this.truncated = true
    else this.errors.push(violation(formatPath(this.segments)))
  }

  visit(value: unknown, schema: CheckedSchema) {
    const bit = typeBit(value)
    if ((schema.mask & bit) === 0) {
      this.report((field) => typeMismatch(field, schema, NAMES[bit] ?? 'unknown'))
      return
    }
    if (bit === TYPE_BITS.object) this.visitObject(value as Record<string, unknown>, schema)
    else if (bit === TYPE_BITS.array && schema.items) this.visitArray(value as unknown[], schema.items)
  }

  private visitObject(value: Record<string, unknown>, schema: CheckedSchema) {
    if (schema.required) {
      for (const key of schema.required) {
        if (!Object.hasOwn(value, key)) {
          this.segments.push(key)
          this.report((field) => missingRequired(field, key, schema))
          this.segments.pop()
        }
      }
    }
    const properties = schema.properties
    if (!properties) return
    for (const key in value) {
      const child = properties.get(key)
      this.segments.push(key)
      if (child === undefined) this.report((field) => extraField(field, schema))
      else if (constrains(child)) this.visit(value[key], child)
      this.segments.pop()
    }
  }

  private visitArray(value: unknown[], items: CheckedSchema) {
    if (!constrains(items)) return
    for (let i = 0; i < value.length; i++) {
      this.segments.push(i)
      this.visit(value[i], items)
      this.segments.pop()
    }
  }
}

/** Every violation, in document order. Never throws for a bad payload. */
export function validatePayload(payload: unknown, schema: CheckedSchema): ValidationReport {
  if (conforms(payload, schema)) return { valid: true, errors: [], summary: { errorCount: 0, truncated: false } }
  const walker = new Walker()
  walker.visit(payload, schema)
  const { errors, truncated } = walker
  return { valid: errors.length === 0, errors, summary: { errorCount: errors.length, truncated } }
}

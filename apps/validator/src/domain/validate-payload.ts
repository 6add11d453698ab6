/**
 * Interprets a checked schema over a payload and reports every violation in document order:
 * for each object, missing required keys first (in `required` order), then its own keys in payload
 * order; a value of the wrong type is not descended into. Most payloads are valid, so a yes/no pass
 * (conforms.ts) runs first and this reporting walk only when it says no. Both descend only where the
 * schema does, so their depth is bounded by the schema's (≤ 100) whatever the payload's. Paths are
 * built only when a violation is found; after 1,000 violations the walk stops (`summary.truncated`), and
 * a `field`, `schemaPath` or `message` over 500 characters keeps its first 250 and last 249 around "…"
 * (unbounded, 20,000 one-character violations make an 80 KB body answer 1.56 MB; long keys repeat per path).
 */
import { formatPath } from '@svc/core/errors'
import type { CheckedSchema } from './check-schema.js'
import { conforms } from './conforms.js'
import { ACTUAL_TYPE_NAMES, TYPE_BITS, valueTypeBit } from './type-bits.js'
import { extraField, missingRequired, typeMismatch, type Violation } from './violations.js'

/** Reporting stops here; `summary.truncated` says so. */
export const MAX_REPORTED_VIOLATIONS = 1_000
/** Longest `field`, `schemaPath` or `message` reported; longer text is shortened around an ellipsis. */
export const MAX_REPORTED_CHARS = 500

export function shortenReported(text: string): string {
  if (text.length <= MAX_REPORTED_CHARS) return text
  const head = Math.ceil((MAX_REPORTED_CHARS - 1) / 2)
  return `${text.slice(0, head)}…${text.slice(text.length - (MAX_REPORTED_CHARS - 1 - head))}`
}

function bounded(violation: Violation): Violation {
  const { field, schemaPath, message } = violation
  if (
    field.length <= MAX_REPORTED_CHARS &&
    schemaPath.length <= MAX_REPORTED_CHARS &&
    message.length <= MAX_REPORTED_CHARS
  ) {
    return violation
  }
  return {
    ...violation,
    field: shortenReported(field),
    schemaPath: shortenReported(schemaPath),
    message: shortenReported(message),
  }
}

export interface ValidationReport {
  valid: boolean
  errors: Violation[]
  summary: { errorCount: number; truncated: boolean }
}

class Walker {
  readonly errors: Violation[] = []
  /** Set by the first violation past the cap; the walk stops there, since nothing more is reported. */
  truncated = false
  /** The path of the value being visited, joined into a `field` only when a violation is found. */
  private readonly segments: (string | number)[] = []

  private add(violation: Violation): void {
    if (this.errors.length < MAX_REPORTED_VIOLATIONS) this.errors.push(bounded(violation))
    else this.truncated = true
  }

  private get field(): string {
    return formatPath(this.segments)
  }

  visit(value: unknown, schema: CheckedSchema): void {
    const bit = valueTypeBit(value)
    if ((schema.mask & bit) === 0) this.add(typeMismatch(this.field, schema, ACTUAL_TYPE_NAMES[bit] ?? 'unknown'))
    else if (bit === TYPE_BITS.object) this.visitObject(value as Record<string, unknown>, schema)
    else if (bit === TYPE_BITS.array && schema.items?.constrains) this.visitArray(value as unknown[], schema.items)
  }

  private visitObject(value: Record<string, unknown>, schema: CheckedSchema): void {
    for (const key of schema.required ?? []) {
      if (Object.hasOwn(value, key)) continue
      this.segments.push(key)
      this.add(missingRequired(this.field, key, schema))
      this.segments.pop()
    }
    const properties = schema.properties
    if (!properties) return
    for (const key in value) {
      if (this.truncated) return
      const child = properties.get(key)
      this.segments.push(key)
      if (child === undefined) this.add(extraField(this.field, schema))
      else if (child.constrains) this.visit(value[key], child)
      this.segments.pop()
    }
  }

  private visitArray(value: unknown[], items: CheckedSchema): void {
    for (let i = 0; i < value.length && !this.truncated; i++) {
      this.segments.push(i)
      this.visit(value[i], items)
      this.segments.pop()
    }
  }
}

/**
 * Every violation, in document order. Never throws for a bad payload. `isValid` is the yes/no pass run
 * first: by default interpreted, or a cached schema's generated checker (schema-cache.ts).
 */
export function validatePayload(
  payload: unknown,
  schema: CheckedSchema,
  isValid: (payload: unknown) => boolean = (value) => conforms(value, schema),
): ValidationReport {
  if (isValid(payload)) return { valid: true, errors: [], summary: { errorCount: 0, truncated: false } }
  const walker = new Walker()
  walker.visit(payload, schema)
  const { errors, truncated } = walker
  return { valid: errors.length === 0, errors, summary: { errorCount: errors.length, truncated } }
}

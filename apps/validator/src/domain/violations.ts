/**
 * The violations a payload can have, as a code table, and their builders. Messages are one
 * sentence naming schema facts only (a declared type, a required key): never a payload value.
 */
import type { CheckedSchema } from './check-schema.js'

/** Code → when it is reported. Codes are stable; a violation is data in a 200 reply, not an HTTP error. */
export const VIOLATION_CODES = {
  TYPE_MISMATCH: 'the JSON type of the value is not one the schema allows (no coercion)',
  EXTRA_FIELD: "the object has a key that the schema's `properties` does not declare",
  MISSING_REQUIRED_FIELD: 'a key listed in `required` is absent',
} as const
export type ViolationCode = keyof typeof VIOLATION_CODES

export interface Violation {
  code: ViolationCode
  /** Path of the offending value (`lines[1].quantity`, `["first name"]`; `""` is the root). */
  field: string
  message: string
  /** JSON pointer to the schema keyword that failed: `#/properties/lines/items/type`. */
  schemaPath: string
  /** TYPE_MISMATCH only: the declared type(s), `integer` or `string | null`. */
  expected?: string
  /** TYPE_MISMATCH only: `string`, `integer` (a whole number), `number`, `boolean`, `object`, `array` or `null`. */
  actual?: string
}

export function typeMismatch(field: string, schema: CheckedSchema, actual: string): Violation {
  return {
    code: 'TYPE_MISMATCH',
    field,
    message: `Expected ${schema.expected} but found ${actual}.`,
    schemaPath: `${schema.path}/type`,
    expected: schema.expected,
    actual,
  }
}

export function extraField(field: string, schema: CheckedSchema): Violation {
  return {
    code: 'EXTRA_FIELD',
    field,
    message: 'This property is not declared in the schema.',
    schemaPath: `${schema.path}/properties`,
  }
}

/** The field is where the key should be; the key comes from the schema, so naming it echoes nothing. */
export function missingRequired(field: string, key: string, schema: CheckedSchema): Violation {
  return {
    code: 'MISSING_REQUIRED_FIELD',
    field,
    message: `The required property ${JSON.stringify(key)} is missing.`,
    schemaPath: `${schema.path}/required`,
  }
}

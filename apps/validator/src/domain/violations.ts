/** Violation codes and their messages. Messages name schema facts only, never payload values. */
import type { CheckedSchema } from './check-schema.js'

export const VIOLATION_CODES = ['TYPE_MISMATCH', 'EXTRA_FIELD', 'MISSING_REQUIRED_FIELD'] as const
export type ViolationCode = (typeof VIOLATION_CODES)[number]

export interface Violation {
  code: ViolationCode
  field: string
  message: string
  schemaPath: string
  expected?: string
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

export function missingRequired(field: string, key: string, schema: CheckedSchema): Violation {
  return {
    code: 'MISSING_REQUIRED_FIELD',
    field,
    message: `The required property "${key}" is missing.`,
    schemaPath: `${schema.path}/required`,
  }
}

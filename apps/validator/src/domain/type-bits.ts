/**
 * The JSON type names of the structural subset as bits, so that a schema's allowed types are one
 * number and a value's type check is one `&`. `integer` is a whole number (JSON cannot tell 3 from
 * 3.0, so both are integers); `number` is any number; `any` is every type.
 */

export const TYPE_BITS = {
  string: 1,
  number: 2 | 4,
  integer: 4,
  boolean: 8,
  object: 16,
  array: 32,
  null: 64,
  any: 127,
} as const

/** The bit a non-whole number has (`number` is this bit plus `integer`'s). */
const FRACTIONAL = 2

/** The name errors give a value's type: a whole number is `integer`, any other number `number`. */
export const ACTUAL_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'string',
  2: 'number',
  4: 'integer',
  8: 'boolean',
  16: 'object',
  32: 'array',
  64: 'null',
}

/** The one bit of a JSON value's type (0 for what JSON cannot hold). */
export function valueTypeBit(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return TYPE_BITS.string
    case 'number':
      return Number.isInteger(value) ? TYPE_BITS.integer : FRACTIONAL
    case 'boolean':
      return TYPE_BITS.boolean
    case 'object':
      return value === null ? TYPE_BITS.null : Array.isArray(value) ? TYPE_BITS.array : TYPE_BITS.object
    default:
      return 0
  }
}

/** The bits of a type name, 0 for anything that is not one (a switch: this runs per schema node). */
export function typeNameBits(name: unknown): number {
  switch (name) {
    case 'string':
      return TYPE_BITS.string
    case 'number':
      return TYPE_BITS.number
    case 'integer':
      return TYPE_BITS.integer
    case 'boolean':
      return TYPE_BITS.boolean
    case 'object':
      return TYPE_BITS.object
    case 'array':
      return TYPE_BITS.array
    case 'null':
      return TYPE_BITS.null
    case 'any':
      return TYPE_BITS.any
    default:
      return 0
  }
}

/** What errors call a declared `type` (already checked): `integer`, `string | null`, `any` when absent. */
export function describeTypes(type: unknown, addsNull: boolean): string {
  if (type === undefined) return 'any'
  const names = typeof type === 'string' ? type : (type as string[]).join(' | ')
  return addsNull ? `${names} | null` : names
}

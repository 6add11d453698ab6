/**
 * The fast path: most payloads are valid, so a yes/no walk with no paths and no allocation runs
 * first, and the reporting walk only when it says no. Small payloads are interpreted; once the
 * walk has visited `COMPILE_AFTER_NODES` values it stops and a generated checker (see
 * compile-conforms.ts) finishes the job, since for large payloads generating code is cheaper
 * than interpreting it.
 */
import { type CheckedSchema, TYPE_BITS } from './check-schema.js'
import { compileConforms } from './compile-conforms.js'

export const COMPILE_AFTER_NODES = 20_000

class BudgetExceeded {}
const EXCEEDED = new BudgetExceeded()

export function typeBit(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return TYPE_BITS.string
    case 'number':
      return Number.isInteger(value) ? TYPE_BITS.integer : 2
    case 'boolean':
      return TYPE_BITS.boolean
    case 'object':
      return value === null ? TYPE_BITS.null : Array.isArray(value) ? TYPE_BITS.array : TYPE_BITS.object
    default:
      return 0
  }
}

/** Whether the subtree needs walking at all (an untyped leaf accepts anything). */
export function constrains(schema: CheckedSchema): boolean {
  return (
    schema.mask !== TYPE_BITS.any ||
    schema.properties !== undefined ||
    schema.items !== undefined ||
    schema.required !== undefined
  )
}

class Interpreter {
  private budget = COMPILE_AFTER_NODES

  check(value: unknown, schema: CheckedSchema): boolean {
    if (--this.budget < 0) throw EXCEEDED
    const bit = typeBit(value)
    if ((schema.mask & bit) === 0) return false
    if (bit === TYPE_BITS.object) return this.checkObject(value as Record<string, unknown>, schema)
    if (bit === TYPE_BITS.array && schema.items && constrains(schema.items)) {
      const array = value as unknown[]
      for (let i = 0; i < array.length; i++) if (!this.check(array[i], schema.items)) return false
    }
    return true
  }

  private checkObject(object: Record<string, unknown>, schema: CheckedSchema): boolean {
    if (schema.required) for (const key of schema.required) if (!Object.hasOwn(object, key)) return false
    const properties = schema.properties
    if (!properties) return true
    for (const key in object) {
      const child = properties.get(key)
      if (child === undefined || (constrains(child) && !this.check(object[key], child))) return false
    }
    return true
  }
}

export function conforms(payload: unknown, schema: CheckedSchema): boolean {
  try {
    return new Interpreter().check(payload, schema)
  } catch (error) {
    if (error !== EXCEEDED) throw error
    return compileConforms(schema)(payload)
  }
}

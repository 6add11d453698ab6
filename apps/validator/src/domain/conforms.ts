/**
 * The fast path: most payloads are valid, so a yes/no walk with no paths and no allocation runs
 * first, and the reporting walk only when it says no. Small payloads are interpreted; once the
 * walk has visited more values than generating code would cost (`NODES_PER_SCHEMA_NODE` per
 * schema node, measured: a wide schema costs more to generate), a generated checker (see
 * compile-conforms.ts) finishes the job, since for large payloads it is several times faster.
 */
import type { CheckedSchema } from './check-schema.js'
import { compileConforms } from './compile-conforms.js'
import { TYPE_BITS, valueTypeBit } from './type-bits.js'

/** Payload values interpreted per schema node before generating a checker pays off. */
export const NODES_PER_SCHEMA_NODE = 100
export const MIN_INTERPRETED_NODES = 1_000

class BudgetExceeded {}
const EXCEEDED = new BudgetExceeded()

class Interpreter {
  constructor(private budget: number) {}

  check(value: unknown, schema: CheckedSchema): boolean {
    if (--this.budget < 0) throw EXCEEDED
    const bit = valueTypeBit(value)
    if ((schema.mask & bit) === 0) return false
    if (bit === TYPE_BITS.object) return this.checkObject(value as Record<string, unknown>, schema)
    if (bit === TYPE_BITS.array && schema.items?.constrains) {
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
      if (child === undefined || (child.constrains && !this.check(object[key], child))) return false
    }
    return true
  }
}

export function conforms(payload: unknown, schema: CheckedSchema): boolean {
  try {
    const budget = Math.max(MIN_INTERPRETED_NODES, NODES_PER_SCHEMA_NODE * schema.size)
    return new Interpreter(budget).check(payload, schema)
  } catch (error) {
    if (error !== EXCEEDED) throw error
    return compileConforms(schema)(payload)
  }
}

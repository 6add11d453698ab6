/**
 * Generates a yes/no checker for a checked schema, for payloads large enough that interpreting
 * costs more than generating code. Property names enter the generated source only as
 * `JSON.stringify` string literals and type masks as numbers, so no payload or schema text can
 * change what the code does. Generated property reads use constant keys, which V8 inline-caches.
 */
import type { CheckedSchema } from './check-schema.js'
import { TYPE_BITS } from './type-bits.js'

const OBJECT = (v: string) => `(typeof ${v} === "object" && ${v} !== null && !Array.isArray(${v}))`
const TESTS: ReadonlyArray<[bit: number, test: (v: string) => string]> = [
  [TYPE_BITS.string, (v) => `typeof ${v} === "string"`],
  [TYPE_BITS.number, (v) => `typeof ${v} === "number"`],
  [TYPE_BITS.integer, (v) => `Number.isInteger(${v})`],
  [TYPE_BITS.boolean, (v) => `typeof ${v} === "boolean"`],
  [TYPE_BITS.object, OBJECT],
  [TYPE_BITS.array, (v) => `Array.isArray(${v})`],
  [TYPE_BITS.null, (v) => `${v} === null`],
]

function typeTest(mask: number, v: string): string {
  const tests: string[] = []
  let covered = 0
  for (const [bit, test] of TESTS) {
    if ((mask & bit) === bit && (covered & bit) !== bit) {
      tests.push(test(v))
      covered |= bit
    }
  }
  return tests.join(' || ')
}

class Emitter {
  private next = 0
  readonly out: string[] = []

  emit(schema: CheckedSchema, v: string): void {
    if (schema.mask !== TYPE_BITS.any) this.out.push(`if (!(${typeTest(schema.mask, v)})) return false;`)
    if ((schema.required || schema.properties) && schema.mask & TYPE_BITS.object) {
      this.out.push(`if (${OBJECT(v)}) {`)
      for (const key of schema.required ?? []) this.out.push(`if (!hasOwn(${v}, ${JSON.stringify(key)})) return false;`)
      if (schema.properties) this.emitProperties(schema.properties, v)
      this.out.push('}')
    }
    if (schema.items && schema.mask & TYPE_BITS.array) {
      const i = `i${this.next}`
      const item = `v${++this.next}`
      this.out.push(
        `if (Array.isArray(${v})) for (let ${i} = 0; ${i} < ${v}.length; ${i}++) { const ${item} = ${v}[${i}];`,
      )
      this.emit(schema.items, item)
      this.out.push('}')
    }
  }

  private emitProperties(properties: ReadonlyMap<string, CheckedSchema>, v: string) {
    const seen = `n${++this.next}`
    this.out.push(`let ${seen} = 0;`)
    for (const [key, child] of properties) {
      const literal = JSON.stringify(key)
      const value = `v${++this.next}`
      const present = key in Object.prototype ? `hasOwn(${v}, ${literal})` : `${value} !== undefined`
      this.out.push(`{ const ${value} = ${v}[${literal}]; if (${present}) { ${seen}++;`)
      this.emit(child, value)
      this.out.push('} }')
    }
    const total = `t${this.next}`
    this.out.push(`let ${total} = 0; for (const k in ${v}) ${total}++; if (${total} !== ${seen}) return false;`)
  }
}

export type Conforms = (value: unknown) => boolean

export function compileConforms(schema: CheckedSchema): Conforms {
  const emitter = new Emitter()
  emitter.emit(schema, 'v0')
  const source = `return function conforms(v0) { ${emitter.out.join('\n')} return true; }`
  return new Function('hasOwn', source)(Object.hasOwn) as Conforms
}

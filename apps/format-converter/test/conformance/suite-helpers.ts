/** Shared by the conformance tests: the engine run on a suite's input, and JSON streams read value by value. */
import { convert } from '../../src/engine/convert.js'

export type Outcome = { ok: true; value: unknown } | { ok: false; code: string; message: string }

/** `from` -> JSON through the conversion engine, parsed back; an error as its code. */
export async function readAs(from: string, text: string, options?: unknown): Promise<Outcome> {
  try {
    const { body } = await convert({ from, to: 'json', input: { bytes: Buffer.from(text, 'utf8') }, options })
    return { ok: true, value: JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8')) }
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    return { ok: false, code: code ?? 'UNEXPECTED', message }
  }
}

/** A JSON value written in `to` and read back (the round trip's second half). */
export async function throughFormat(value: unknown, to: string, options?: unknown): Promise<Outcome> {
  try {
    const { body } = await convert({ from: 'json', to, input: { value: value as never }, options })
    return readAs(to, typeof body === 'string' ? body : Buffer.from(body).toString('utf8'), options)
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    return { ok: false, code: code ?? 'UNEXPECTED', message }
  }
}

/** Concatenated JSON texts (the yaml-test-suite's `in.json` holds one per document) -> their values. */
export function jsonStream(text: string): unknown[] {
  const values: unknown[] = []
  let at = 0
  while (at < text.length) {
    while (at < text.length && /\s/.test(text[at] as string)) at++
    if (at >= text.length) break
    const start = at
    let depth = 0
    let inString = false
    for (; at < text.length; at++) {
      const c = text[at] as string
      if (inString) {
        if (c === '\\') at++
        else if (c === '"') {
          inString = false
          if (depth === 0) {
            at++
            break
          }
        }
      } else if (c === '"') inString = true
      else if (c === '{' || c === '[') depth++
      else if (c === '}' || c === ']') {
        depth--
        if (depth === 0) {
          at++
          break
        }
      } else if (depth === 0 && /\s/.test(c)) break
    }
    values.push(JSON.parse(text.slice(start, at)))
  }
  return values
}

export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b)
}

/** JSON text with object members sorted: equality that ignores member order, as JSON does. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  )
}

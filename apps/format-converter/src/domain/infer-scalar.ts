/**
 * Opt-in type inference for text cells (CSV, HTML tables, XML): canonical numbers, `true`/`false`
 * and the empty cell as null. `08123`, `1e999` or `1,5` stay strings: only text that a number prints
 * back to exactly is converted, so inference never changes what a cell says.
 */
import type { JsonScalar } from './model.js'

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

export function inferScalar(text: string): JsonScalar {
  if (text === '') return null
  if (text === 'true') return true
  if (text === 'false') return false
  if (NUMBER.test(text)) {
    const number = Number(text)
    if (Number.isFinite(number) && (Number.isSafeInteger(number) || !/^-?\d+$/.test(text))) return number
  }
  return text
}

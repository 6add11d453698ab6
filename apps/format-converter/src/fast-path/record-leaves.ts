/**
 * A JSON -> CSV record the fast path reads whole: JSON.parse of its bytes, then the general path's
 * own table view of one record (the `value` wrapping of toTable, flattenInto), so that its cells are
 * the general path's by construction. False when the bytes are not valid JSON (the general path then
 * words the error).
 */
import { type FlattenOptions, flattenInto } from '../domain/flatten.js'
import { isObject, type JsonScalar, type JsonValue } from '../domain/model.js'

export function forEachLeaf(
  input: Buffer,
  start: number,
  end: number,
  options: FlattenOptions,
  emit: (name: string, leaf: JsonScalar) => void,
): boolean {
  let record: JsonValue
  try {
    record = JSON.parse(input.toString('utf8', start, end)) as JsonValue
  } catch {
    return false
  }
  // As toTable: a record that is neither an object nor a list is one `value` cell.
  flattenInto(isObject(record) || Array.isArray(record) ? record : { value: record }, '', options, emit)
  return true
}

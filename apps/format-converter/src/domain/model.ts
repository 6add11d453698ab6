/**
 * The one intermediate model every reader produces and every writer consumes: a JSON-compatible
 * value. Tabular formats go through the table view (table-view.ts) on top of it.
 */
export type JsonScalar = string | number | boolean | null
export type JsonValue = JsonScalar | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

/** A table: column names in order, and rows of scalars aligned with them (`undefined` = no cell). */
export interface Table {
  columns: string[]
  rows: (JsonScalar | undefined)[][]
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isScalar(value: unknown): value is JsonScalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value)
}

/**
 * Sets an own property even for keys such as `__proto__`: keys come from the input (CSV headers,
 * query keys, env names) and must never reach an object's prototype.
 */
export function setKey(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

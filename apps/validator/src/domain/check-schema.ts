/**
 * Checks a schema written in the structural subset (seed 000) and compiles it into a tree of
 * type masks that `validatePayload` interprets without allocating. Every keyword outside the
 * subset is refused by name with its schema path: a schema is never silently half-applied.
 */
import { AppError } from '@svc/core/errors'

export const MAX_SCHEMA_DEPTH = 100

/** One bit per JSON type; `integer` is a whole number, `number` any number. */
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
export type TypeName = keyof typeof TYPE_BITS

export interface CheckedSchema {
  /** Allowed JSON types as a bit mask (`TYPE_BITS.any` when the schema declares no type). */
  readonly mask: number
  /** The declared type(s) as written in errors: `integer`, `string | null`. */
  readonly expected: string
  readonly required: readonly string[] | undefined
  readonly properties: ReadonlyMap<string, CheckedSchema> | undefined
  readonly items: CheckedSchema | undefined
  /** JSON pointer of this schema node: `#/properties/lines/items`. */
  readonly path: string
  /** Schema nodes in this subtree (this one included): what generating a checker for it costs. */
  readonly size: number
}

const STRUCTURAL = new Set(['type', 'required', 'properties', 'items', 'nullable'])
/** Annotations carry no rule; they are accepted and ignored. */
const ANNOTATIONS = new Set(['title', 'description', '$schema', '$id', '$comment', 'examples', 'default'])

function invalid(message: string, schemaPath: string): never {
  throw new AppError('INVALID_SCHEMA', message, { schemaPath })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** RFC 6901 escaping, skipped for the usual key that needs none (this runs per schema node). */
function pointer(parent: string, keyword: string, key?: string): string {
  if (key === undefined) return `${parent}/${keyword}`
  const escaped = key.includes('~') || key.includes('/') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key
  return `${parent}/${keyword}/${escaped}`
}

function readTypes(node: Record<string, unknown>, path: string): { mask: number; names: string[] } {
  const raw = node.type
  if (raw === undefined) return { mask: TYPE_BITS.any, names: [] }
  if (typeof raw === 'string' && Object.hasOwn(TYPE_BITS, raw))
    return { mask: TYPE_BITS[raw as TypeName], names: [raw] }
  const names = Array.isArray(raw) ? raw : [raw]
  if (names.length === 0) invalid('`type` must name at least one type.', `${path}/type`)
  let mask = 0
  for (const name of names) {
    if (typeof name !== 'string' || !Object.hasOwn(TYPE_BITS, name)) {
      invalid(`\`type\` must be one of ${Object.keys(TYPE_BITS).join(', ')}.`, `${path}/type`)
    }
    mask |= TYPE_BITS[name as TypeName]
  }
  return { mask, names: names as string[] }
}

function readRequired(node: Record<string, unknown>, path: string): string[] | undefined {
  const raw = node.required
  if (raw === undefined) return undefined
  if (!Array.isArray(raw) || !isUniqueStrings(raw))
    invalid('`required` must be an array of unique strings.', `${path}/required`)
  return raw as string[]
}

function isUniqueStrings(values: unknown[]): boolean {
  for (const value of values) if (typeof value !== 'string') return false
  return values.length < 2 || new Set(values).size === values.length
}

function compile(node: unknown, path: string, depth: number): CheckedSchema {
  if (depth > MAX_SCHEMA_DEPTH) {
    throw new AppError('SCHEMA_TOO_DEEP', `The schema nests deeper than ${MAX_SCHEMA_DEPTH} levels.`, {
      schemaPath: path,
      limit: MAX_SCHEMA_DEPTH,
    })
  }
  if (!isPlainObject(node)) invalid('A schema must be a JSON object.', path)
  for (const keyword in node) {
    if (STRUCTURAL.has(keyword) || ANNOTATIONS.has(keyword)) continue
    throw new AppError('UNSUPPORTED_KEYWORD', `The keyword "${keyword}" is not part of the structural subset.`, {
      keyword,
      schemaPath: path,
    })
  }
  let { mask, names } = readTypes(node, path)
  if (node.nullable !== undefined && typeof node.nullable !== 'boolean')
    invalid('`nullable` must be a boolean.', `${path}/nullable`)
  if (node.nullable === true && !names.includes('null') && mask !== TYPE_BITS.any) {
    mask |= TYPE_BITS.null
    names = [...names, 'null']
  }
  let properties: Map<string, CheckedSchema> | undefined
  let size = 1
  if (node.properties !== undefined) {
    if (!isPlainObject(node.properties)) invalid('`properties` must be an object of schemas.', `${path}/properties`)
    properties = new Map()
    const declared = node.properties
    for (const key in declared) {
      const child = compile(declared[key], pointer(path, 'properties', key), depth + 1)
      properties.set(key, child)
      size += child.size
    }
  }
  const items = node.items === undefined ? undefined : compile(node.items, pointer(path, 'items'), depth + 1)
  if (items) size += items.size
  return {
    mask,
    expected: names.join(' | ') || 'any',
    required: readRequired(node, path),
    properties,
    items,
    path,
    size,
  }
}

/** Throws AppError UNSUPPORTED_KEYWORD, INVALID_SCHEMA or SCHEMA_TOO_DEEP; never looks at a payload. */
export function checkSchema(schema: unknown): CheckedSchema {
  return compile(schema, '#', 1)
}

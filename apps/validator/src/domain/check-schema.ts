/**
 * Checks a schema written in the structural subset and compiles it into a tree of
 * type masks that `validatePayload` interprets without allocating. Every keyword outside the
 * subset is refused by name with its schema path: a schema is never silently half-applied.
 * This runs on every request (the schema arrives with it), so it allocates one node per schema
 * node, reads keywords through switches, builds schema paths only for errors, and checks depth
 * before recursing (a schema nested 100,000 levels fails at level 101, not with a stack overflow).
 */
import { AppError } from '@svc/core/errors'
import { describeTypes, TYPE_BITS, typeNameBits } from './type-bits.js'

export const MAX_SCHEMA_DEPTH = 100

export interface CheckedSchema {
  /** Allowed JSON types as a bit mask (`TYPE_BITS.any` when the schema declares no type). */
  readonly mask: number
  /** The declared type(s) as written in errors: `integer`, `string | null`. */
  readonly expected: string
  readonly required: readonly string[] | undefined
  readonly properties: ReadonlyMap<string, CheckedSchema> | undefined
  readonly items: CheckedSchema | undefined
  /** False for a schema that accepts every value (no type, properties, items or required). */
  readonly constrains: boolean
  /** JSON pointer of this schema node: `#/properties/lines/items`. */
  readonly path: string
  /** Schema nodes in this subtree (this one included): what generating a checker for it costs. */
  readonly size: number
}

/** The structural keywords and the annotations, which carry no rule and are accepted and ignored. */
function isKnownKeyword(keyword: string): boolean {
  switch (keyword) {
    case 'type':
    case 'required':
    case 'properties':
    case 'items':
    case 'nullable':
    case 'title':
    case 'description':
    case '$schema':
    case '$id':
    case '$comment':
    case 'examples':
    case 'default':
      return true
    default:
      return false
  }
}

function invalid(message: string, schemaPath: string): never {
  throw new AppError('INVALID_SCHEMA', message, { schemaPath })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** RFC 6901 escaping, skipped for the usual key that needs none. */
function escapePointer(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key
}

const TYPE_LIST = Object.keys(TYPE_BITS).join(', ')

function invalidType(at: SchemaNode): never {
  invalid(`\`type\` must be one of ${TYPE_LIST}, or a non-empty array of them.`, `${at.path}/type`)
}

/** The allowed types of a `type` member: one name or a non-empty array of names. */
function maskOf(type: unknown, at: SchemaNode): number {
  if (type === undefined) return TYPE_BITS.any
  const single = typeNameBits(type)
  if (single !== 0) return single
  if (!Array.isArray(type) || type.length === 0) invalidType(at)
  let mask = 0
  for (const name of type) {
    const bit = typeNameBits(name)
    if (bit === 0) invalidType(at)
    mask |= bit
  }
  return mask
}

function readRequired(raw: unknown, at: SchemaNode): string[] | undefined {
  if (raw === undefined) return undefined
  if (!Array.isArray(raw) || !isUniqueStrings(raw))
    invalid('`required` must be an array of unique strings.', `${at.path}/required`)
  return raw as string[]
}

/** Pairwise for the usual short list (no Set to allocate), a Set for long ones. */
function isUniqueStrings(values: unknown[]): boolean {
  for (const value of values) if (typeof value !== 'string') return false
  if (values.length > 16) return new Set(values).size === values.length
  for (let i = 1; i < values.length; i++) for (let j = 0; j < i; j++) if (values[i] === values[j]) return false
  return true
}

function checkKeywords(node: Record<string, unknown>, at: SchemaNode): void {
  for (const keyword in node) {
    if (isKnownKeyword(keyword)) continue
    throw new AppError('UNSUPPORTED_KEYWORD', `The keyword "${keyword}" is not part of the structural subset.`, {
      keyword,
      schemaPath: at.path,
    })
  }
  if (node.nullable !== undefined && typeof node.nullable !== 'boolean')
    invalid('`nullable` must be a boolean.', `${at.path}/nullable`)
}

/**
 * A compiled node. Its JSON pointer is derived from its parent links only when an error needs it,
 * which keeps string building out of the per-request schema check.
 */
class SchemaNode implements CheckedSchema {
  mask: number = TYPE_BITS.any
  expected = 'any'
  required: string[] | undefined = undefined
  properties: Map<string, SchemaNode> | undefined = undefined
  items: SchemaNode | undefined = undefined
  constrains = false
  size = 1

  constructor(
    readonly parent: SchemaNode | undefined,
    readonly key: string | undefined,
  ) {}

  get path(): string {
    const segments: string[] = []
    for (let node: SchemaNode | undefined = this; node?.parent; node = node.parent) {
      segments.push(node.key === undefined ? 'items' : `properties/${escapePointer(node.key)}`)
    }
    return segments.length === 0 ? '#' : `#/${segments.reverse().join('/')}`
  }
}

function compileProperties(raw: unknown, node: SchemaNode, depth: number): Map<string, SchemaNode> {
  if (!isPlainObject(raw)) invalid('`properties` must be an object of schemas.', `${node.path}/properties`)
  const properties = new Map<string, SchemaNode>()
  const keys = Object.keys(raw)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string
    const child = compile(raw[key], node, key, depth)
    properties.set(key, child)
    node.size += child.size
  }
  return properties
}

function compile(raw: unknown, parent: SchemaNode | undefined, key: string | undefined, depth: number): SchemaNode {
  const node = new SchemaNode(parent, key)
  if (depth > MAX_SCHEMA_DEPTH) {
    throw new AppError('SCHEMA_TOO_DEEP', `The schema nests deeper than ${MAX_SCHEMA_DEPTH} levels.`, {
      schemaPath: node.path,
      limit: MAX_SCHEMA_DEPTH,
    })
  }
  if (!isPlainObject(raw)) invalid('A schema must be a JSON object.', node.path)
  checkKeywords(raw, node)
  const mask = maskOf(raw.type, node)
  const addsNull = raw.nullable === true && (mask & TYPE_BITS.null) === 0
  node.mask = addsNull ? mask | TYPE_BITS.null : mask
  node.expected = describeTypes(raw.type, addsNull)
  if (raw.properties !== undefined) node.properties = compileProperties(raw.properties, node, depth + 1)
  if (raw.items !== undefined) {
    node.items = compile(raw.items, node, undefined, depth + 1)
    node.size += node.items.size
  }
  node.required = readRequired(raw.required, node)
  node.constrains =
    node.mask !== TYPE_BITS.any ||
    node.properties !== undefined ||
    node.items !== undefined ||
    node.required !== undefined
  return node
}

/** Throws AppError UNSUPPORTED_KEYWORD, INVALID_SCHEMA or SCHEMA_TOO_DEEP; never looks at a payload. */
export function checkSchema(schema: unknown): CheckedSchema {
  return compile(schema, undefined, undefined, 1)
}

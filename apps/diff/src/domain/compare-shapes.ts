/**
 * Compares two shapes path by path and classifies each difference. Containers are descended only
 * where both sides hold the same container type, so a field that turned from object to string is one
 * TYPE_CHANGED, not a removal of every nested key. Explicit stack: no recursion, any depth.
 */
import type { Change, ChangeLists } from './changes.js'
import { childPath, elementPath } from './field-path.js'
import type { Shape } from './infer-shape.js'
import { ARRAY, describeTypes, NULL, OBJECT, SCALARS, typeNames } from './json-types.js'

type Position = 'root' | 'field' | 'element'

interface Pair {
  before: Shape
  after: Shape
  field: string
  position: Position
}

const NO_FIELDS: ReadonlyMap<string, Shape> = new Map()

export function compareShapes(before: Shape, after: Shape): ChangeLists {
  const lists: ChangeLists = { breaking: [], nonBreaking: [] }
  const pending: Pair[] = [{ before, after, field: '', position: 'root' }]
  for (let pair = pending.pop(); pair !== undefined; pair = pending.pop()) {
    compareTypes(pair, lists)
    const shared = pair.before.types & pair.after.types
    if (shared & OBJECT) compareFields(pair, pending, lists)
    const elements = [pair.before.element, pair.after.element] as const
    if (shared & ARRAY && elements[0] && elements[1]) {
      pending.push({ before: elements[0], after: elements[1], field: elementPath(pair.field), position: 'element' })
    }
  }
  return lists
}

function compareFields(pair: Pair, pending: Pair[], lists: ChangeLists) {
  const beforeFields = pair.before.fields ?? NO_FIELDS
  const afterFields = pair.after.fields ?? NO_FIELDS
  for (const [key, shape] of beforeFields) {
    const field = childPath(pair.field, key)
    const counterpart = afterFields.get(key)
    if (counterpart) pending.push({ before: shape, after: counterpart, field, position: 'field' })
    else {
      const metadata = { occurrences: shape.count }
      lists.breaking.push({ type: 'FIELD_REMOVED', field, before: describeTypes(shape.types), metadata })
    }
  }
  for (const [key, shape] of afterFields) {
    if (beforeFields.has(key)) continue
    const metadata = { occurrences: shape.count }
    lists.nonBreaking.push({
      type: 'FIELD_ADDED',
      field: childPath(pair.field, key),
      after: describeTypes(shape.types),
      metadata,
    })
  }
}

/**
 * Concrete types (null aside) and nullability are judged separately: `string` → `null | string` is a
 * nullability change only; `null` → `string` says nothing about a type the field never showed.
 */
function compareTypes({ before: { types: b }, after: { types: a }, field, position }: Pair, lists: ChangeLists) {
  if (a === b) return
  const types = { before: describeTypes(b), after: describeTypes(a) }
  if (position === 'root') {
    lists.breaking.push({ type: 'ROOT_TYPE_CHANGED', field, ...types, metadata: typeDelta(b, a) })
    return
  }
  const concreteBefore = b & ~NULL
  const concreteAfter = a & ~NULL
  if (concreteBefore !== concreteAfter && concreteBefore !== 0 && concreteAfter !== 0) {
    const type = concreteChange(concreteBefore, concreteAfter, position)
    lists.breaking.push({ type, field, ...types, metadata: typeDelta(concreteBefore, concreteAfter) })
  }
  const nullable = { before: (b & NULL) !== 0, after: (a & NULL) !== 0 }
  if (nullable.before === nullable.after) return
  // A field that may now be null breaks readers that dereference it; one that stopped being null does not.
  const list = nullable.after ? lists.breaking : lists.nonBreaking
  list.push({ type: 'NULLABILITY_CHANGED', field, ...types, metadata: { nullable } })
}

function concreteChange(before: number, after: number, position: Position): Change['type'] {
  if (position === 'element') return 'ARRAY_ELEMENT_TYPE_CHANGED'
  if (before === ARRAY && (after & ~SCALARS) === 0) return 'ARRAY_BECAME_SCALAR'
  if (after === ARRAY && (before & ~SCALARS) === 0) return 'SCALAR_BECAME_ARRAY'
  return 'TYPE_CHANGED'
}

function typeDelta(before: number, after: number) {
  return { typesRemoved: typeNames(before & ~after), typesAdded: typeNames(after & ~before) }
}

/**
 * The change vocabulary of the diff checker (the names are listed in the
 * README) and the stable order of a change list: by field path, then by type, in code-unit order.
 */
export const CHANGE_TYPES = [
  'ARRAY_BECAME_SCALAR',
  'ARRAY_ELEMENT_TYPE_CHANGED',
  'FIELD_ADDED',
  'FIELD_REMOVED',
  'NULLABILITY_CHANGED',
  'ROOT_TYPE_CHANGED',
  'SCALAR_BECAME_ARRAY',
  'TYPE_CHANGED',
] as const

export type ChangeType = (typeof CHANGE_TYPES)[number]

export interface ChangeMetadata {
  /** FIELD_ADDED / FIELD_REMOVED: how many values the field had on its side (elements carrying it, inside arrays). */
  occurrences?: number
  /** Type changes: JSON types present before and gone after, and the reverse. */
  typesRemoved?: string[]
  typesAdded?: string[]
  /** NULLABILITY_CHANGED: whether null was seen at the path on each side. */
  nullable?: { before: boolean; after: boolean }
}

export interface Change {
  type: ChangeType
  /** Path of the field, `[]` standing for every element of an array: `data[].items[].price`; `""` is the root. */
  field: string
  /** The JSON type(s) on the side that has the field: `string`, `null | string`. Never values. */
  before?: string
  after?: string
  metadata?: ChangeMetadata
}

export interface ChangeLists {
  breaking: Change[]
  nonBreaking: Change[]
}

function compareChanges(a: Change, b: Change): number {
  if (a.field !== b.field) return a.field < b.field ? -1 : 1
  if (a.type !== b.type) return a.type < b.type ? -1 : 1
  return 0
}

/** Sorts in place and returns the list. */
export function sortChanges(changes: Change[]): Change[] {
  return changes.sort(compareChanges)
}

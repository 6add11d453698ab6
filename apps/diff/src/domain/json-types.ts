/**
 * JSON type names as bit flags: a path seen many times (every element of an array) holds the set
 * of its types in one number, so the union of element shapes costs nothing per element.
 * Numbers are one type: JSON cannot tell 3 from 3.0, and values are not compared.
 */
export const NULL = 1
export const BOOLEAN = 2
export const NUMBER = 4
export const STRING = 8
export const OBJECT = 16
export const ARRAY = 32
export const SCALARS = BOOLEAN | NUMBER | STRING

/** Alphabetical, so that a set of types always prints the same way. */
const NAMES: ReadonlyArray<readonly [number, string]> = [
  [ARRAY, 'array'],
  [BOOLEAN, 'boolean'],
  [NULL, 'null'],
  [NUMBER, 'number'],
  [OBJECT, 'object'],
  [STRING, 'string'],
]

export function typeBit(value: unknown): number {
  if (value === null) return NULL
  switch (typeof value) {
    case 'string':
      return STRING
    case 'number':
      return NUMBER
    case 'boolean':
      return BOOLEAN
    default:
      return Array.isArray(value) ? ARRAY : OBJECT
  }
}

export function typeNames(mask: number): string[] {
  const names: string[] = []
  for (const [bit, name] of NAMES) if (mask & bit) names.push(name)
  return names
}

/** `string`, or `null | string` for a path that held several types. */
export function describeTypes(mask: number): string {
  return typeNames(mask).join(' | ')
}

import { describe, expect, it } from 'vitest'
import { shortenField } from '../../src/domain/bound-report.js'
import { diffJson } from '../../src/domain/diff-json.js'

type Listed = { type: string; field: string; before?: string; after?: string }
const brief = (changes: Listed[]) => changes.map((c) => `${c.type} ${c.field} ${c.before ?? '-'} -> ${c.after ?? '-'}`)
const run = (before: unknown, after: unknown) => {
  const report = diffJson(before, after)
  return { breaking: brief(report.breakingChanges), nonBreaking: brief(report.nonBreakingChanges) }
}

describe('diffJson: fields and types', () => {
  it('compares types, never values', () => {
    expect(run({ n: 1, s: 'a', b: true }, { n: 2, s: 'b', b: false })).toEqual({ breaking: [], nonBreaking: [] })
    expect(run({ id: '1' }, { id: 1 }).breaking).toEqual(['TYPE_CHANGED id string -> number'])
  })

  it('treats a rename as a removal plus an addition, and reports a removed subtree once', () => {
    expect(run({ user_name: 'ada', address: { city: 'x', zip: 'y' } }, { userName: 'ada' })).toEqual({
      breaking: ['FIELD_REMOVED address object -> -', 'FIELD_REMOVED user_name string -> -'],
      nonBreaking: ['FIELD_ADDED userName - -> string'],
    })
  })

  it('reports a container that changed type once, without listing its nested keys', () => {
    expect(run({ address: { city: 'x' } }, { address: 'x' }).breaking).toEqual([
      'TYPE_CHANGED address object -> string',
    ])
    expect(run({ address: { city: 'x' } }, { address: [{ city: 'x' }] }).breaking).toEqual([
      'TYPE_CHANGED address object -> array',
    ])
  })

  it('names the root type change, null included', () => {
    expect(run({ a: 1 }, [{ a: 1 }]).breaking).toEqual(['ROOT_TYPE_CHANGED  object -> array'])
    expect(run('text', null).breaking).toEqual(['ROOT_TYPE_CHANGED  string -> null'])
    expect(run(1, 2)).toEqual({ breaking: [], nonBreaking: [] })
  })

  it('writes odd keys as core paths do', () => {
    expect(run({ 'first name': 'a', 'x.y': { '': 1 } }, { 'x.y': { '': '1' } })).toEqual({
      breaking: ['FIELD_REMOVED ["first name"] string -> -', 'TYPE_CHANGED ["x.y"][""] number -> string'],
      nonBreaking: [],
    })
  })
})

describe('diffJson: nullability', () => {
  it('classifies becoming nullable as breaking and becoming non-null as non-breaking', () => {
    expect(run({ note: 'a' }, { note: null })).toEqual({
      breaking: ['NULLABILITY_CHANGED note string -> null'],
      nonBreaking: [],
    })
    expect(run({ note: null }, { note: 'a' })).toEqual({
      breaking: [],
      nonBreaking: ['NULLABILITY_CHANGED note null -> string'],
    })
  })

  it('carries the direction in metadata and reports a type change beside it', () => {
    const report = diffJson({ price: 9.5 }, { price: ['9.50', null] })
    expect(report.breakingChanges).toEqual([
      {
        type: 'SCALAR_BECAME_ARRAY',
        field: 'price',
        before: 'number',
        after: 'array',
        metadata: { typesRemoved: ['number'], typesAdded: ['array'] },
      },
    ])
    const elements = diffJson([{ price: 9.5 }, { price: 1 }], [{ price: 9.5 }, { price: null }])
    expect(elements.breakingChanges).toEqual([
      {
        type: 'NULLABILITY_CHANGED',
        field: '[].price',
        before: 'number',
        after: 'null | number',
        metadata: { nullable: { before: false, after: true } },
      },
    ])
  })

  it('sees no change when a field that was always null is sometimes a value', () => {
    expect(run([{ code: null }], [{ code: null }, { code: 'x' }])).toEqual({ breaking: [], nonBreaking: [] })
  })
})

describe('diffJson: arrays', () => {
  it('detects an array that became a scalar and back', () => {
    expect(run({ tags: ['a'] }, { tags: 'a' }).breaking).toEqual(['ARRAY_BECAME_SCALAR tags array -> string'])
    expect(run({ tags: 'a' }, { tags: ['a'] }).breaking).toEqual(['SCALAR_BECAME_ARRAY tags string -> array'])
  })

  it('detects an element type change, nested arrays included', () => {
    expect(run({ ids: [1, 2] }, { ids: ['1', '2'] }).breaking).toEqual([
      'ARRAY_ELEMENT_TYPE_CHANGED ids[] number -> string',
    ])
    expect(run({ grid: [[1], [2]] }, { grid: [1, 2] }).breaking).toEqual([
      'ARRAY_ELEMENT_TYPE_CHANGED grid[] array -> number',
    ])
  })

  it('compares the union of element shapes, not elements index by index', () => {
    const before = [
      { id: 1, sku: 'a' },
      { id: 2, gift: true },
    ]
    const after = [{ id: 3, gift: false }, { id: 4 }, { id: 5, sku: 'b' }]
    expect(run(before, after)).toEqual({ breaking: [], nonBreaking: [] })
    expect(run(before, [{ id: 1 }, { id: 2, sku: 'c', weight: 2 }])).toEqual({
      breaking: ['FIELD_REMOVED [].gift boolean -> -'],
      nonBreaking: ['FIELD_ADDED [].weight - -> number'],
    })
  })

  it('counts how many elements carry an added field', () => {
    const report = diffJson({ data: [{ id: 1 }, { id: 2 }] }, { data: [{ id: 1, v: 1 }, { id: 2, v: 2 }, { id: 3 }] })
    expect(report.nonBreakingChanges).toEqual([
      { type: 'FIELD_ADDED', field: 'data[].v', after: 'number', metadata: { occurrences: 2 } },
    ])
  })

  it('cannot compare elements against an empty array, so reports nothing there', () => {
    expect(run({ tags: [] }, { tags: [{ name: 'x' }] })).toEqual({ breaking: [], nonBreaking: [] })
  })
})

describe('diffJson: order and size', () => {
  it('orders each list by path, then type', () => {
    const report = diffJson({ b: 1, a: { z: 1, y: 's' }, c: [1] }, { a: { y: null }, c: ['x'], d: 1, aa: 2 })
    expect(brief(report.breakingChanges)).toEqual([
      'NULLABILITY_CHANGED a.y string -> null',
      'FIELD_REMOVED a.z number -> -',
      'FIELD_REMOVED b number -> -',
      'ARRAY_ELEMENT_TYPE_CHANGED c[] number -> string',
    ])
    expect(report.summary).toEqual({ breakingCount: 4, nonBreakingCount: 2 })
    expect(brief(report.nonBreakingChanges)).toEqual(['FIELD_ADDED aa - -> number', 'FIELD_ADDED d - -> number'])
  })

  it('walks 100,000 levels of nesting without recursion', () => {
    let before: unknown = 1
    let after: unknown = '1'
    for (let i = 0; i < 100_000; i++) {
      before = { next: before }
      after = { next: after }
    }
    const report = diffJson(before, after)
    expect(report.breakingChanges).toHaveLength(1)
    // The 499,999-character path is shortened to 500 characters (bounded replies).
    expect(report.breakingChanges[0]!.field).toBe(shortenField(`next${'.next'.repeat(99_999)}`))
    expect(report.breakingChanges[0]!.field).toHaveLength(500)
    expect(report.summary.truncated).toMatchObject({ fieldsShortened: 1, changesOmitted: 0 })
  })
})

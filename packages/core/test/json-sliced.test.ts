import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PIECE_CHARS, parseJsonSliced } from '../src/json/public.js'

/** The sliced parse with pieces of `piece` characters, or the AppError code it throws. */
async function sliced(text: string, piece: number, maxDepth = 1_000): Promise<unknown> {
  try {
    return { value: await parseJsonSliced(text, maxDepth, piece) }
  } catch (error) {
    return { error: (error as { code?: string }).code }
  }
}

function native(text: string): unknown {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return { error: 'INVALID_JSON' }
  }
}

const json = fc.jsonValue({ maxDepth: 6 })
const spaced = (text: string, spaces: string[]) => text.replace(/[,:[\]{}]/g, (c) => `${spaces[c.length % 3]}${c}`)

describe('parseJsonSliced', () => {
  it('gives what JSON.parse gives for every JSON value, with pieces small enough to cut every container', async () => {
    await fc.assert(
      fc.asyncProperty(json, fc.integer({ min: 1, max: 40 }), async (value, piece) => {
        const text = JSON.stringify(value)
        expect(await sliced(text, piece)).toEqual(native(text))
        const pretty = JSON.stringify(value, null, 2)
        expect(await sliced(pretty, piece)).toEqual(native(pretty))
      }),
      { numRuns: 400 },
    )
  })

  it('refuses exactly the texts JSON.parse refuses (one character deleted, inserted or replaced)', async () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom('delete', 'insert', 'replace'),
      char: fc.constantFrom(',', ':', '[', ']', '{', '}', '"', ' ', '1', 'x', '\\'),
    })
    await fc.assert(
      fc.asyncProperty(json, edit, fc.integer({ min: 1, max: 30 }), async (value, { at, kind, char }, piece) => {
        const valid = spaced(JSON.stringify(value), [' ', '\n', ''])
        const i = at % (valid.length + 1)
        const text =
          kind === 'delete'
            ? valid.slice(0, i) + valid.slice(i + 1)
            : kind === 'insert'
              ? valid.slice(0, i) + char + valid.slice(i)
              : valid.slice(0, i) + char + valid.slice(i + 1)
        expect(await sliced(text, piece)).toEqual(native(text))
      }),
      { numRuns: 1_500 },
    )
  })

  it('agrees with JSON.parse on the texts that sit on a piece boundary, for every piece size', async () => {
    const texts = [
      '[[1,2,3],]',
      '[[1,2,3],,[4]]',
      '[,[1,2,3]]',
      '[1,2,3,4,5,]',
      '[1,2,3,4,5 6]',
      '{"a":[1,2,3],}',
      '{"a":[1,2,3]"b":1}',
      '{"a" [1,2,3]}',
      '{"a\\u0062":[1,2,3],"c":{"d":[4,5,6]}}',
      '{"a\\x":[1,2,3]}',
      '{[1,2,3]:1}',
      '[1,2,3,4,5,6,7,8,9}',
      '{"a":[1,2,3,4,5,6,7,8]]',
      '[[1,2,3,4,5,6,7,8]',
      '[1,2,3,4,5,6,7,8] [1]',
      ' \n[ [1, 2, 3] , "x" , {"y": [1, 2, 3]} ] \n',
      '[        ]',
      '[        ,1]',
      '{        }',
      '["a,b]", "[c{", {"\\"]": [1,2,3]}]',
    ]
    for (const text of texts) {
      for (let piece = 1; piece <= 12; piece++)
        expect(await sliced(text, piece), `${text} / ${piece}`).toEqual(native(text))
    }
  })

  it('keeps a __proto__ key an own property, as JSON.parse does, whichever piece it falls in', async () => {
    const text = `{"a":[1,2,3,4,5,6,7,8],"__proto__":{"admin":true},"b":{"__proto__":[1,2,3,4,5,6,7,8,9]}}`
    for (const piece of [1, 4, 16, 64]) {
      const value = (await parseJsonSliced(text, 10, piece)) as Record<string, unknown>
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
      expect((value as { admin?: unknown }).admin).toBeUndefined()
      expect(Object.keys(value)).toEqual(['a', '__proto__', 'b'])
      expect(value).toEqual(JSON.parse(text))
    }
  })

  it('lets a duplicate key keep its first position and take its last value', async () => {
    const text = `{"a":1,"b":[1,2,3,4,5,6,7,8,9,10],"a":[2,3,4,5,6,7,8,9,10]}`
    const value = await parseJsonSliced(text, 10, 4)
    expect(Object.entries(value as object)).toEqual(Object.entries(JSON.parse(text)))
  })

  it('refuses nesting past the limit with JSON_TOO_DEEP, before building anything', async () => {
    const deep = `${'['.repeat(50)}${']'.repeat(50)}`
    expect(await sliced(deep, 8, 49)).toEqual({ error: 'JSON_TOO_DEEP' })
    expect(await sliced(deep, 8, 50)).toEqual(native(deep))
  })

  it('locates an error by line and column within a long body', async () => {
    const text = `[\n${'1,'.repeat(100_000)}\n  1,,2]`
    await expect(parseJsonSliced(text, 10)).rejects.toMatchObject({
      code: 'INVALID_JSON',
      message: expect.stringMatching(/^Invalid JSON at line 3, column 5: /),
    })
    const open = `{"a":[${'1,'.repeat(100_000)}1]`
    await expect(parseJsonSliced(open, 10)).rejects.toMatchObject({ code: 'INVALID_JSON' })
  })

  it('gives the event loop back while it parses a body of a million small values', async () => {
    const text = `{"items":[${'{},'.repeat(1_000_000)}{}]}`
    expect(text.length).toBeGreaterThan(40 * PIECE_CHARS)
    let ticks = 0
    const timer = setInterval(() => ticks++, 1)
    const value = (await parseJsonSliced(text, 10)) as { items: unknown[] }
    clearInterval(timer)
    expect(value.items).toHaveLength(1_000_001)
    expect(ticks).toBeGreaterThan(3)
  })
})

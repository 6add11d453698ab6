import { describe, expect, it } from 'vitest'
import { findExcessDepth, locateJsonError, parseJsonText } from '../src/index.js'

describe('findExcessDepth', () => {
  it('finds the first bracket past the limit and ignores brackets inside strings', () => {
    expect(findExcessDepth('[[1]]', 2)).toBe(-1)
    expect(findExcessDepth('[[[1]]]', 2)).toBe(2)
    expect(findExcessDepth('{"a":"[[[[\\"[[["}', 1)).toBe(-1)
    expect(findExcessDepth('["\\\\",[[1]]]', 2)).toBe(7)
  })
})

describe('locateJsonError', () => {
  const cases: Array<[string, number, number, string]> = [
    ['{"a": [1, 2,, 3]}', 1, 13, 'unexpected character'],
    ['{\n  "a": 1,\n}', 3, 1, 'expected a double-quoted property name'],
    ['[1, 2', 1, 6, 'unexpected end of input'],
    ['{"a" 1}', 1, 6, "expected ':' after a property name"],
    ['[1] x', 1, 5, 'unexpected content after the JSON value'],
    ['', 1, 1, 'the body is empty'],
    ['{"a":"\\x"}', 1, 7, 'invalid or unterminated string'],
    ["{'a':1}", 1, 2, 'expected a double-quoted property name'],
  ]
  it.each(cases)('%j fails at line %i column %i', (text, line, column, reason) => {
    expect(() => JSON.parse(text)).toThrow()
    expect(locateJsonError(text)).toMatchObject({ line, column, reason })
  })
})

describe('parseJsonText', () => {
  it('parses, and reports errors without quoting the input', () => {
    expect(parseJsonText('{"a":[1,{"b":null}]}', 10)).toEqual({ a: [1, { b: null }] })
    try {
      parseJsonText('{"password": "hunter2" oops}', 10)
      expect.unreachable()
    } catch (error) {
      expect((error as Error).message).toBe("Invalid JSON at line 1, column 24: expected ',' or '}'.")
      expect((error as Error).message).not.toContain('hunter2')
    }
    expect(() => parseJsonText('[[[]]]', 2)).toThrow(/deeper than 2/)
  })
})

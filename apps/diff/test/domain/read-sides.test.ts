import { AppError } from '@svc/core/errors'
import { describe, expect, it } from 'vitest'
import { readSides } from '../../src/domain/read-sides.js'

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('INVALID_JSON', 'Invalid JSON at line 1, column 1: unexpected character.', {
      line: 1,
      column: 1,
      position: 0,
    })
  }
}

function thrown(fn: () => unknown): AppError {
  try {
    fn()
  } catch (error) {
    if (error instanceof AppError) return error
  }
  throw new Error('expected an AppError')
}

describe('readSides', () => {
  it('passes JSON values through untouched, falsy ones included', () => {
    expect(readSides({ before: 0, after: false }, parse)).toEqual({ before: 0, after: false })
    expect(readSides({ before: null, after: '' }, parse)).toEqual({ before: null, after: '' })
  })

  it('parses both sides as JSON text with encoding json-text', () => {
    expect(readSides({ before: '{"a":1}', after: ' [true] ', encoding: 'json-text' }, parse)).toEqual({
      before: { a: 1 },
      after: [true],
    })
  })

  it('names a missing side', () => {
    const error = thrown(() => readSides({ before: {} }, parse))
    expect(error.code).toBe('MISSING_SIDE')
    expect(error.extra).toMatchObject({ invalidSide: 'after', details: [{ path: 'after' }] })
  })

  it('names a side whose text does not parse, with its location, and leaves other errors alone', () => {
    const error = thrown(() => readSides({ before: '{}', after: '{', encoding: 'json-text' }, parse))
    expect(error.code).toBe('INVALID_SIDE_JSON')
    expect(error.extra).toMatchObject({ invalidSide: 'after', line: 1, column: 1 })
    const boom = () => {
      throw new TypeError('parser bug')
    }
    expect(() => readSides({ before: '{}', after: '{}', encoding: 'json-text' }, boom)).toThrow(TypeError)
  })
})

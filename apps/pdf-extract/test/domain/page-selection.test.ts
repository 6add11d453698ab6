import { describe, expect, it } from 'vitest'
import { parsePageList, selectPages } from '../../src/domain/page-selection.js'

describe('pages', () => {
  it('reads all, lists and ranges, sorted and without repeats', () => {
    expect(selectPages('all', 3)).toEqual([1, 2, 3])
    expect(selectPages('ALL', 2)).toEqual([1, 2])
    expect(selectPages('3-5,1, 4', 6)).toEqual([1, 3, 4, 5])
  })

  it('refuses syntax errors and pages past the end', () => {
    for (const bad of ['', '0', '2-1', '1,', 'a', '1-2-3', '-1']) expect(parsePageList(bad), bad).toBeNull()
    expect(() => selectPages('2,7', 5)).toThrowError(/5 page\(s\).*page 7/)
  })
})

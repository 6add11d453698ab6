import { describe, expect, it } from 'vitest'
import { toCsv } from '../../src/infra/render-csv-zip.js'

describe('csv', () => {
  it('quotes only fields with a comma, quote or line break, CRLF between records', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', '']])).toBe('a,"b,c","say ""hi""","two\nlines",\r\n')
    expect(toCsv([])).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { htmlToMarkdown } from '../src/index.js'

describe('long tables', () => {
  it('converts a 3,000-row table in one pass (domino re-walked the table per cell and column: minutes)', () => {
    const rows = Array.from(
      { length: 3_000 },
      (_, i) => `<tr><td>${i}</td><td align="right">${i * 2}</td><td><ul><li>item ${i}</li></ul></td></tr>`,
    ).join('')
    const html = `<table><thead><tr><th>n</th><th>double</th><th>list</th></tr></thead><tbody>${rows}</tbody></table>`
    const lines = htmlToMarkdown(html, { mode: 'readable' }).markdown.split('\n')
    expect(lines).toHaveLength(3_002)
    expect(lines.slice(0, 3)).toEqual(['| n   | double | list |', '| --- | ---: | --- |', '| 0   | 0   | item 0 |'])
    expect(lines[3_001]).toBe('| 2999 | 5998 | item 2999 |')
  })

  it('flattens rowspans into empty cells, but not past twice the cells a table has', () => {
    const small = htmlToMarkdown(
      '<table><tr><th>a</th><th>b</th></tr><tr><td rowspan="3">k</td><td>1</td></tr><tr><td>2</td></tr><tr><td>3</td></tr></table>',
    )
    expect(small.markdown.split('\n')).toEqual([
      '| a   | b   |',
      '| --- | --- |',
      '| k   | 1   |',
      '|     | 2   |',
      '|     | 3   |',
    ])
    // A rowspan of 64 on every row would add 63 empty cells per row: the rowspans are dropped instead.
    const rows = '<tr><td rowspan="64">x</td></tr>'.repeat(8_000)
    const lines = htmlToMarkdown(`<table>${rows}</table>`).markdown.split('\n')
    expect(lines).toHaveLength(8_001)
    expect(lines.slice(0, 3)).toEqual(['| x   |', '| --- |', '| x   |'])
  })
})

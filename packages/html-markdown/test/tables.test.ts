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
})

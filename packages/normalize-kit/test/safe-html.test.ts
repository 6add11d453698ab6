import { describe, expect, it } from 'vitest'
import { safeHtml } from '../src/safe-html.js'

describe('safeHtml', () => {
  it('keeps formatting, lists, tables and http links; drops scripts, handlers, styles and classes', () => {
    const read = safeHtml(
      '<p class="x" style="color:red" onclick="steal()">Fish &amp; <b>Chips</b></p><script>alert(1)</script>' +
        '<ul><li><a href="https://example.com/a?b=1&amp;c=2" class="mention">link</a></li></ul>' +
        '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>',
    )
    expect(read.html).toBe(
      '<p>Fish &amp; <b>Chips</b></p><ul><li><a href="https://example.com/a?b=1&amp;c=2" ' +
        'rel="nofollow noopener noreferrer">link</a></li></ul><a rel="nofollow noopener noreferrer">x</a>',
    )
    expect(read.unsafeRemoved).toBe(true)
  })
  it('reports nothing removed for safe markup and keeps references as references', () => {
    expect(safeHtml(' <p>&Eacute;cole &hearts; &#153; &amp;amp;</p> ')).toEqual({
      html: '<p>École ♥ ™ &amp;amp;</p>',
      unsafeRemoved: false,
    })
  })
})

import { describe, expect, it } from 'vitest'
import { describe as describeHtml } from '../../src/domain/html.js'

describe('descriptions', () => {
  it('removes scripts, styles, frames and their content, handlers and javascript: links', () => {
    const d = describeHtml(
      '<p onclick="steal()">Hello <b>team</b></p><script>alert(document.cookie)</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>' +
        '<a href="https://acme.example/jobs">apply</a>',
      undefined,
    )
    expect(d?.html).toBe(
      '<p>Hello <b>team</b></p><a rel="nofollow noopener noreferrer">x</a><a href="https://acme.example/jobs" rel="nofollow noopener noreferrer">apply</a>',
    )
    expect(d?.text).toBe('Hello team\nxapply')
    expect(d?.unsafeRemoved).toBe(true)
  })

  it('decodes entities in the plain text and keeps them escaped in the HTML', () => {
    const d = describeHtml('<p>R&amp;D &lt;3 caf&eacute;</p>', undefined)
    expect(d?.text).toBe('R&D <3 café')
    expect(d?.html).toBe('<p>R&amp;D &lt;3 café</p>')
    expect(d?.unsafeRemoved).toBe(false)
  })

  it('unescapes HTML-escaped markup (Greenhouse) before sanitizing it', () => {
    const d = describeHtml('&lt;p&gt;Hi&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;', undefined)
    expect(d?.html).toBe('<p>Hi</p>')
    expect(d?.text).toBe('Hi')
  })

  it('turns plain text into paragraphs, escaped', () => {
    const d = describeHtml(undefined, 'Line one\nline two\n\n<b>not markup</b>')
    expect(d?.html).toBe('<p>Line one<br />line two</p>\n<p>&lt;b&gt;not markup&lt;/b&gt;</p>')
    expect(d?.text).toBe('Line one\nline two\n\n<b>not markup</b>')
  })

  it('writes lists as lines and decodes every entity once (normalize-kit htmlToText)', () => {
    const d = describeHtml('<h3>You</h3><ul><li>TypeScript</li><li>SQL</li></ul>', undefined)
    expect(d?.text).toBe('You\n\n- TypeScript\n- SQL')
    expect(describeHtml('<p>&Eacute;cole &hearts; &#233; &amp;amp;</p>', undefined)?.text).toBe('École ♥ é &amp;')
  })
})

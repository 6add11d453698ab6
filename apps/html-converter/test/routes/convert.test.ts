import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { htmlConverter } from '../../src/app.js'

let app: FastifyInstance

beforeAll(async () => {
  app = (await buildTestApp(htmlConverter)).app
})
afterAll(() => app.close())

const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/convert', headers: { 'x-gateway-key': TEST_KEY }, payload: payload as object })

const postRaw = (html: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/convert${query}`,
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/html; charset=utf-8' },
    payload: html,
  })

const PAGE =
  '<html lang="en"><head><title>Notes</title><style>p{}</style></head><body><nav><a href="/">Home</a></nav>' +
  '<main><h1>Notes</h1><p>Read <a href="https://example.com/a?utm_source=x&amp;id=2">this</a>.</p></main></body></html>'

describe('POST /convert', () => {
  it('converts a JSON body in readable mode by default, without metadata', async () => {
    const res = await post({ html: '<h1>Title</h1><p>Some <em>text</em><script>evil()</script></p>' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ markdown: '# Title\n\nSome _text_' })
  })

  it('adds metadata with counts, title and language', async () => {
    const res = await post({ html: PAGE, includeMetadata: true })
    expect(res.json()).toEqual({
      markdown: '[Home](/)\n\n# Notes\n\nRead [this](https://example.com/a?id=2).',
      metadata: {
        inputChars: PAGE.length,
        outputChars: 60,
        tagsRemoved: { style: 1 },
        title: 'Notes',
        language: 'en',
        links: 2,
        images: 0,
        tables: 0,
        headings: 1,
      },
    })
  })

  it('uses reference links and drops navigation in llm-friendly mode', async () => {
    const res = await post({ html: PAGE, mode: 'llm-friendly' })
    expect(res.json().markdown).toBe('# Notes\n\nRead [this][1].\n\n[1]: https://example.com/a?id=2')
  })

  it('accepts a raw text/html body with mode and includeMetadata in the query', async () => {
    const res = await postRaw(PAGE, '?mode=llm-friendly&includeMetadata=true')
    expect(res.statusCode).toBe(200)
    expect(res.json().markdown).toBe('# Notes\n\nRead [this][1].\n\n[1]: https://example.com/a?id=2')
    expect(res.json().metadata.title).toBe('Notes')
  })

  it('converts a raw body in readable mode without metadata when the query is empty', async () => {
    const res = await postRaw('<p>caf&eacute; &amp; cr&egrave;me</p>')
    expect(res.json()).toEqual({ markdown: 'café & crème' })
  })

  it('decodes a raw page from the charset its Content-Type names, and refuses an unknown one with 415', async () => {
    const send = (type: string, bytes: Buffer) =>
      app.inject({
        method: 'POST',
        url: '/convert',
        headers: { 'x-gateway-key': TEST_KEY, 'content-type': type },
        payload: bytes,
      })
    // <p>Caf\xe9 \x80 5 \x93ok\x94</p> in windows-1252; 日本 in Shift_JIS
    const latin = Buffer.concat([
      Buffer.from('<p>Caf'),
      Buffer.from([0xe9, 0x20, 0x80]),
      Buffer.from(' 5 '),
      Buffer.from([0x93]),
      Buffer.from('ok'),
      Buffer.from([0x94, 0x3c, 0x2f, 0x70, 0x3e]),
    ])
    expect((await send('text/html; charset=windows-1252', latin)).json()).toEqual({ markdown: 'Café € 5 “ok”' })
    const sjis = Buffer.concat([Buffer.from('<h1>'), Buffer.from([0x93, 0xfa, 0x96, 0x7b]), Buffer.from('</h1>')])
    expect((await send('text/html; charset=shift_jis', sjis)).json()).toEqual({ markdown: '# 日本' })
    const unknown = await send('text/html; charset=x-unknown', Buffer.from('<p>x</p>'))
    expect(unknown.statusCode).toBe(415)
    expect(unknown.json().error).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers 400 INVALID_REQUEST for a missing html member', async () => {
    const res = await post({ mode: 'readable' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
  })

  it('answers 400 INVALID_REQUEST for an unknown mode, in the body or the query', async () => {
    const body = await post({ html: '<p>x</p>', mode: 'fancy' })
    expect(body.statusCode).toBe(400)
    expect(body.json().error).toBe('INVALID_REQUEST')
    const query = await postRaw('<p>x</p>', '?mode=fancy')
    expect(query.statusCode).toBe(400)
    expect(query.json().details[0].path).toBe('mode')
  })

  it('answers 400 for a non-string html and for unknown members', async () => {
    expect((await post({ html: 42 })).statusCode).toBe(400)
    expect((await post({ html: '<p>x</p>', extra: true })).statusCode).toBe(400)
  })

  it('answers 413 PAYLOAD_TOO_LARGE for a raw body over 25 MB', async () => {
    const res = await postRaw(`<p>${'a'.repeat(25_000_000)}</p>`)
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE')
  })

  it('answers 400 HTML_TOO_DEEP for 100,000 nested divs, quickly, and keeps answering', async () => {
    const started = Date.now()
    const res = await postRaw(`${'<div>'.repeat(100_000)}x${'</div>'.repeat(100_000)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'HTML_TOO_DEEP', maxNesting: 4000 })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
  })

  // The tag scan sees these as 2 and 3,999 levels; the parser opens 21,000 and about 16,000.
  it.each([
    ['21,000 mis-nested formatting elements', `${'<b><div></b>'.repeat(21_000)}x`],
    ['3,999 nested tables', `${'<table><tr><td>'.repeat(3_999)}x`],
  ])('answers 400 HTML_TOO_DEEP for %s, never an empty 200', async (_what, html) => {
    const res = await postRaw(html)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'HTML_TOO_DEEP', maxNesting: 4000 })
    // The element cap or, first, the scope-check budget (package README): both say what to change.
    expect(res.json().message).toMatch(/elements open at once|parsing it would take too long/)
  })

  it('answers 400 HTML_TOO_MANY_ATTRIBUTES for 29,000 attributes on one element, quickly', async () => {
    const started = Date.now()
    const res = await postRaw(`<p ${Array.from({ length: 29_000 }, (_, i) => `a${i}="v"`).join(' ')}>x</p>`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'HTML_TOO_MANY_ATTRIBUTES',
      message: 'A tag of the HTML has 29000 attributes; at most 1000 are accepted on one tag.',
      maxAttributes: 1000,
    })
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('strips control characters (U+0001, ESC, DEL, C1) from the Markdown', async () => {
    const res = await post({ html: '<h1>T\u0001itle</h1><p>\u001b[2Jclear &#x1b;]0;x&#7; \u007fdone\u0085</p>' })
    expect(res.json()).toEqual({ markdown: '# Title\n\n\\[2Jclear \\]0;x done' })
  })

  it('converts 3,000 nested divs and a 1 MB attribute value', async () => {
    const deep = await postRaw(`${'<div>'.repeat(3_000)}deep${'</div>'.repeat(3_000)}`)
    expect(deep.json()).toEqual({ markdown: 'deep' })
    const wide = await postRaw(`<p title="${'x'.repeat(1_000_000)}" data-big="${'y'.repeat(1_000_000)}">ok</p>`)
    expect(wide.json()).toEqual({ markdown: 'ok' })
  })

  it('converts unclosed and mis-nested markup best-effort', async () => {
    const res = await postRaw('<p>one<p>two <b>bold <i>both</b> italic</i></div><ul><li>a<li>b')
    expect(res.json().markdown).toBe('one\n\ntwo **bold _both_** _italic_\n\n-   a\n-   b')
  })
})

describe('GET /openapi.json', () => {
  it('matches the committed document', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})

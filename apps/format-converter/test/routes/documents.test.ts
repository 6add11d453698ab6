import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, multipartBody, postJson, postRaw, postUpload } from '../helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

const PAGE =
  '<html><body><nav><a href="/">Home</a></nav><main><h1>Notes</h1><p>See <a href="https://e.com">this</a>.</p></main></body></html>'

describe('documents over HTTP (release 2.1)', () => {
  it('turns raw Markdown into a page with Accept: text/html', async () => {
    const res = await postRaw(app, '# Hello\n\n- [x] done\n', 'text/markdown', { accept: 'text/html' })
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('<title>Hello</title>')
    expect(res.body).toContain('<input type="checkbox" disabled checked /> done')
  })

  it('takes an .html upload as tables by default and as a page with from=html', async () => {
    const tables = await postUpload(
      app,
      multipartBody(
        { name: 'page.html', content: '<table><tr><th>a</th></tr><tr><td>1</td></tr></table>' },
        { to: 'json' },
      ),
    )
    expect(tables.json()).toEqual([{ a: '1' }])
    const options = JSON.stringify({ input: { html: { mode: 'llm-friendly' } } })
    const page = await postUpload(
      app,
      multipartBody({ name: 'page.html', content: PAGE }, { from: 'html', to: 'markdown', options }),
    )
    expect(page.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(page.body).toBe('# Notes\n\nSee [this][1].\n\n[1]: https://e.com')
  })

  it('sends a PDF download from the JSON envelope', async () => {
    const res = await postJson(app, { from: 'markdown', to: 'pdf', data: '# Report\n\nBody text.', download: true })
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('attachment; filename="converted.pdf"')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('answers a table over the PDF limits with 422 INVALID_TRANSFORMATION naming the limit', async () => {
    const data = Array.from({ length: 3 }, () => Object.fromEntries(Array.from({ length: 51 }, (_, c) => [`c${c}`, c])))
    const res = await postJson(app, { from: 'json', to: 'pdf', data })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ error: 'INVALID_TRANSFORMATION', limit: 'columns', maximum: 50, actual: 51 })
  })
})

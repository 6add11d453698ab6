import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, multipartBody, postJson, postRaw, postUpload, TEST_KEY } from '../helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

describe('JSON envelope', () => {
  it('converts CSV text to JSON records', async () => {
    const res = await postJson(app, { from: 'csv', to: 'json', data: 'a,b\n1,"x,y"\n' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.json()).toEqual([{ a: '1', b: 'x,y' }])
  })

  it('takes JSON data as a value and returns CSV text', async () => {
    const res = await postJson(app, { from: 'json', to: 'csv', data: [{ a: 1, b: { c: true } }] })
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.body).toBe('a,b.c\r\n1,true')
  })

  it('takes Excel as base64 and returns xlsx bytes with a download name', async () => {
    const made = await postJson(app, { from: 'json', to: 'excel', data: [{ a: 1 }], download: true })
    expect(made.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(made.headers['content-disposition']).toBe('attachment; filename="converted.xlsx"')
    expect(made.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const back = await postJson(app, { from: 'excel', to: 'json', data: made.rawPayload.toString('base64') })
    expect(back.json()).toEqual([{ a: 1 }])
  })

  it('asks for base64 when binary data is not', async () => {
    const res = await postJson(app, { from: 'excel', to: 'json', data: 'not base64!' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'data', message: 'not base64' }] })
  })

  it('answers an unknown format with 415 UNSUPPORTED_FORMAT and PDF input likewise', async () => {
    const unknown = await postJson(app, { from: 'csv', to: 'docx', data: 'a\n1' })
    expect(unknown.statusCode).toBe(415)
    expect(unknown.json()).toMatchObject({ error: 'UNSUPPORTED_FORMAT', to: 'docx' })
    const pdf = await postJson(app, { from: 'pdf', to: 'json', data: 'JVBERi0=' })
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json()).toMatchObject({
      error: 'UNSUPPORTED_FORMAT',
      message: expect.stringContaining('output format only'),
    })
  })

  it('answers an unknown option with 422 naming it, and a wrong option value with 400', async () => {
    const unknown = await postJson(app, {
      from: 'csv',
      to: 'json',
      data: 'a\n1',
      options: { input: { csv: { delimeter: ';' } } },
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toMatchObject({ error: 'UNKNOWN_OPTION', option: 'options.input.csv.delimeter' })
    const format = await postJson(app, { from: 'csv', to: 'json', data: 'a\n1', options: { output: { docx: {} } } })
    expect(format.json()).toMatchObject({ error: 'UNKNOWN_OPTION', option: 'options.output.docx' })
    const wrong = await postJson(app, {
      from: 'csv',
      to: 'json',
      data: 'a\n1',
      options: { input: { csv: { header: 'yes' } } },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().details).toEqual([expect.objectContaining({ path: 'options.input.csv.header' })])
  })

  it('answers malformed input with 400 INVALID_INPUT and its position', async () => {
    const res = await postJson(app, { from: 'json', to: 'yaml', data: '{\n  "a": 1,\n}' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: 'INVALID_INPUT',
      format: 'json',
      details: [{ path: 'data', line: 3, column: 1 }],
    })
  })

  it('refuses a missing member with 400 INVALID_REQUEST', async () => {
    const res = await postJson(app, { from: 'csv', data: 'a' })
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'to' })])
  })
})

describe('raw body', () => {
  it('reads a text or JSON body in the charset its Content-Type names (core rule), 415 for an unknown one', async () => {
    const csv = await postRaw(app, Buffer.from([0x61, 0x0a, 0x80, 0xe9, 0x0a]), 'text/csv; charset=windows-1252', {
      query: '?to=json',
    })
    expect(csv.json()).toEqual([{ a: '€é' }])
    const json = await postRaw(app, Buffer.from('[{"a":"Grüße"}]', 'utf16le'), 'application/json; charset=utf-16le', {
      query: '?to=csv',
    })
    expect(json.body).toBe('a\r\nGrüße')
    const unknown = await postRaw(app, 'a\n1', 'text/csv; charset=klingon-8', { query: '?to=json' })
    expect(unknown.statusCode).toBe(415)
  })

  it('reads the format from Content-Type and writes the one Accept names', async () => {
    const res = await postRaw(app, '<r><a>1</a></r>', 'application/xml', { accept: 'application/yaml' })
    expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8')
    expect(res.body).toBe('r:\n  a: "1"\n')
  })

  it('treats application/json as the document when ?to= or Accept names another format', async () => {
    const byQuery = await postRaw(app, '[{"a":1}]', 'application/json', { query: '?to=ndjson' })
    expect(byQuery.body).toBe('{"a":1}\n')
    const byAccept = await postRaw(app, '[{"a":1}]', 'application/json', { accept: 'text/csv' })
    expect(byAccept.body).toBe('a\r\n1')
  })

  it('lets Accept q-values pick the output, ignores */* (it names no output) and answers 406 to types it does not write', async () => {
    const weighted = await postRaw(app, 'a\n1', 'text/csv', {
      accept: 'application/yaml;q=0.4, application/xml;q=0.9, */*',
    })
    expect(weighted.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(weighted.headers.vary).toBe('Accept')
    const wildcard = await postRaw(app, 'a\n1', 'text/csv', { accept: '*/*' })
    expect(wildcard.statusCode).toBe(400)
    expect(wildcard.json().message).toContain('Name the output format')
    const image = await postRaw(app, 'a\n1', 'text/csv', { accept: 'image/png, image/*' })
    expect(image.statusCode).toBe(406)
    expect(image.json().error).toBe('NOT_ACCEPTABLE')
    expect(image.headers['content-type']).toBe('application/json; charset=utf-8')
    // `to` names the output whatever Accept says (clients send Accept: application/json out of habit).
    const named = await postRaw(app, 'a\n1', 'text/csv', { query: '?to=yaml', accept: 'application/json' })
    expect(named.headers['content-type']).toBe('application/yaml; charset=utf-8')
  })

  it('names every document: xlsx and pdf as an attachment, text inline unless download is asked for', async () => {
    const xlsx = await postRaw(app, 'a\n1', 'text/csv', {
      accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="converted.xlsx"')
    const csv = await postRaw(app, '[{"a":1}]', 'application/json', { accept: 'text/csv' })
    expect(csv.headers['content-disposition']).toBe('inline; filename="converted.csv"')
  })

  it('needs ?from= for text/plain and passes options as JSON in the query', async () => {
    const options = encodeURIComponent(JSON.stringify({ output: { json: { indent: 0 } } }))
    const res = await postRaw(app, 'A=1\n', 'text/plain', { query: `?from=env&to=json&options=${options}` })
    expect(res.body).toBe('{"A":"1"}')
  })

  it('refuses PDF input with 415 UNSUPPORTED_FORMAT and a missing output with 400', async () => {
    const pdf = await postRaw(app, Buffer.from('%PDF-1.7'), 'application/pdf', { accept: 'application/json' })
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json().error).toBe('UNSUPPORTED_FORMAT')
    const noOutput = await postRaw(app, 'a\n1', 'text/csv')
    expect(noOutput.statusCode).toBe(400)
    expect(noOutput.json().message).toContain('Name the output format')
  })

  it('refuses invalid UTF-8 with 400 INVALID_ENCODING and UTF-16 YAML likewise', async () => {
    const bad = await postRaw(app, Buffer.from([0x61, 0x3a, 0x20, 0xff, 0x0a]), 'application/yaml', {
      query: '?to=json',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('INVALID_ENCODING')
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a: 1', 'utf16le')])
    expect((await postRaw(app, utf16, 'application/yaml', { query: '?to=json' })).json().error).toBe('INVALID_ENCODING')
  })

  it('answers a body over 20 MB with 413', async () => {
    const res = await postRaw(app, Buffer.alloc(20_000_001, 0x61), 'text/csv', { query: '?to=json' })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('multipart upload', () => {
  it('reads the format from the file extension and returns an attachment with a suggested name', async () => {
    const body = multipartBody({ name: 'my orders.csv', content: 'sku,qty\nA-1,2\n' }, { to: 'yaml', download: '1' })
    const res = await postUpload(app, body)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="my_orders.yaml"')
    expect(res.body).toBe('- sku: A-1\n  qty: "2"\n')
  })

  it('takes from and options fields, and .html as html-table', async () => {
    const html = '<table><tr><th>a</th></tr><tr><td>1</td></tr></table>'
    const table = await postUpload(app, multipartBody({ name: 'page.html', content: html }, { to: 'json' }))
    expect(table.json()).toEqual([{ a: '1' }])
    const options = JSON.stringify({ input: { csv: { delimiter: '|' } } })
    const piped = await postUpload(
      app,
      multipartBody({ name: 'data.txt', content: 'a|b\n1|2' }, { from: 'csv', to: 'json', options }),
    )
    expect(piped.json()).toEqual([{ a: '1', b: '2' }])
  })

  it('refuses a .pdf file with 415, an unknown field with 400 and a file over 20 MB with 413', async () => {
    const pdf = await postUpload(app, multipartBody({ name: 'scan.pdf', content: '%PDF-1.7' }, { to: 'json' }))
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json().error).toBe('UNSUPPORTED_FORMAT')
    const field = await postUpload(app, multipartBody({ name: 'a.csv', content: 'a' }, { to: 'json', colour: 'red' }))
    expect(field.statusCode).toBe(400)
    expect(field.json().message).toContain('unknown form field "colour"')
    const big = await postUpload(
      app,
      multipartBody({ name: 'a.csv', content: Buffer.alloc(20_000_001, 0x61) }, { to: 'json' }),
    )
    expect(big.statusCode).toBe(413)
    expect(big.json().error).toBe('PAYLOAD_TOO_LARGE')
  })

  it('validates the form fields by their schema: a `download` other than 0 or 1 is 400 naming the field', async () => {
    const res = await postUpload(
      app,
      multipartBody({ name: 'a.csv', content: 'a\n1' }, { to: 'json', download: 'yes' }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'download' }] })
  })

  it('documents the form as its parts: file (binary) and the typed fields from, to, options, download', async () => {
    const doc = await app.inject({ method: 'GET', url: '/openapi.json' })
    const form = doc.json().paths['/convert'].post.requestBody.content['multipart/form-data']
    expect(form.schema.required).toEqual(['file'])
    expect(Object.keys(form.schema.properties)).toEqual(['file', 'from', 'to', 'options', 'download'])
    expect(form.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' })
    expect(form.schema.properties.download).toMatchObject({ enum: ['0', '1'] })
    expect(form.schema.additionalProperties).toBe(false)
  })

  it('answers a malformed multipart body with a 4xx envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/convert',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nunterminated',
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(typeof res.json().error).toBe('string')
  })
})

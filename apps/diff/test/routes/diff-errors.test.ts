import { injectAs, jsonOfSize } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { diff } from '../../src/app.js'

const send = (payload: string | object, headers: Record<string, string> = {}) =>
  injectAs(diff, {
    method: 'POST',
    url: '/diff',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })

const NOT_COMPARED = {
  validJson: false,
  breakingChanges: [],
  nonBreakingChanges: [],
  summary: { breakingCount: 0, nonBreakingCount: 0 },
}

describe('POST /diff: a side that is missing or does not parse', () => {
  it.each([
    [{ after: { id: 1 } }, 'before'],
    [{ before: { id: 1 } }, 'after'],
    [{}, 'both'],
  ])('refuses %j with MISSING_SIDE naming the side', async (body, side) => {
    const res = await send(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ ...NOT_COMPARED, error: 'MISSING_SIDE', invalidSide: side })
    expect(res.json().message).toContain('missing')
  })

  it('accepts null as a side: it is a JSON value, not a missing one', async () => {
    const res = await send({ before: null, after: { id: 1 } })
    expect(res.statusCode).toBe(200)
    expect(res.json().breakingChanges).toEqual([
      {
        type: 'ROOT_TYPE_CHANGED',
        field: '',
        before: 'null',
        after: 'object',
        metadata: { typesRemoved: ['null'], typesAdded: ['object'] },
      },
    ])
  })

  it('names the side whose JSON text does not parse, with its line and column', async () => {
    const res = await send({ before: '{"id": 1}', after: '{\n  "id": 1,\n  "name": }', encoding: 'json-text' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ ...NOT_COMPARED, error: 'INVALID_SIDE_JSON', invalidSide: 'after', line: 3 })
    expect(res.json().column).toBe(11)
    expect(res.json().details).toEqual([
      {
        path: 'after',
        message: '`after`: Invalid JSON at line 3, column 11: unexpected character.',
        line: 3,
        column: 11,
        position: 23,
      },
    ])
  })

  it('names both sides when neither parses, each with its own location', async () => {
    const res = await send({ before: '[1, 2,', after: "{'id': 1}", encoding: 'json-text' })
    expect(res.json()).toMatchObject({ error: 'INVALID_SIDE_JSON', invalidSide: 'both' })
    expect(res.json().details.map((d: { path: string; column: number }) => [d.path, d.column])).toEqual([
      ['before', 7],
      ['after', 2],
    ])
  })

  it('refuses a json-text side that is not a string, or nests too deeply', async () => {
    const notText = await send({ before: { id: 1 }, after: '{}', encoding: 'json-text' })
    expect(notText.json()).toMatchObject({ error: 'INVALID_SIDE_JSON', invalidSide: 'before' })
    expect(notText.json().message).toContain('must be a string')
    const deep = await send({ before: '{}', after: '['.repeat(5_000) + ']'.repeat(5_000), encoding: 'json-text' })
    expect(deep.statusCode).toBe(400)
    expect(deep.json()).toMatchObject({ error: 'INVALID_SIDE_JSON', invalidSide: 'after' })
    expect(deep.json().message).toContain('deeper than 1000 levels')
  })

  it('reports a missing side before anything else and still names the bad text of the other', async () => {
    const res = await send({ before: 'nope', encoding: 'json-text' })
    expect(res.json()).toMatchObject({ error: 'MISSING_SIDE', invalidSide: 'both' })
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['before', 'after'])
  })
})

describe('POST /diff: a body that cannot be read', () => {
  it('answers malformed JSON with INVALID_JSON, both sides invalid and empty lists', async () => {
    const res = await send('{"before": {"id": 1}, "after": {"id": 1,}}')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      ...NOT_COMPARED,
      error: 'INVALID_JSON',
      invalidSide: 'both',
      line: 1,
      column: 41,
    })
  })

  it.each([
    [{ before: 1, after: 2, encoding: 'yaml' }, 'encoding'],
    [{ before: 1, after: 2, extra: true }, ''],
    [[1, 2], ''],
  ])('answers the malformed request %j with INVALID_REQUEST in the diff shape', async (body, path) => {
    const res = await send(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ ...NOT_COMPARED, error: 'INVALID_REQUEST', invalidSide: 'both' })
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path)
  })

  it('answers a body over 10 MB with 413 in the diff shape', async () => {
    const res = await send(jsonOfSize(10_000_001))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ ...NOT_COMPARED, error: 'PAYLOAD_TOO_LARGE', invalidSide: 'both' })
  })

  it('answers a body too deep or of another media type in the diff shape', async () => {
    const deep = await send(`{"before":${'['.repeat(1_001)}${']'.repeat(1_001)},"after":1}`)
    expect(deep.statusCode).toBe(400)
    expect(deep.json()).toMatchObject({ ...NOT_COMPARED, error: 'JSON_TOO_DEEP', invalidSide: 'both' })
    const xml = await send('<diff/>', { 'content-type': 'application/xml' })
    expect(xml.statusCode).toBe(415)
    expect(xml.json()).toMatchObject({ ...NOT_COMPARED, error: 'UNSUPPORTED_MEDIA_TYPE', invalidSide: 'both' })
  })

  it('keeps authentication errors plain: they say nothing about the sides', async () => {
    const res = await send({ before: 1, after: 1 }, { 'x-gateway-key': 'wrong' })
    expect(res.statusCode).toBe(401)
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message'])
  })
})

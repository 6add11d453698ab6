import { describe, expect, it } from 'vitest'
import { buildService, keysAuth } from '../src/index.js'
import { toy } from './toy-service.js'

const KEY = 'media-type-key'

/** Content types where a second, hand-written parse could disagree with Fastify's. */
const cases: Array<[contentType: string, route: string, status: number]> = [
  ['application/json', '/slow', 200],
  ['Application/JSON; charset=UTF-8', '/slow', 200],
  ['application/json ; charset=utf-8', '/slow', 200],
  ['application/json\t;charset=utf-8', '/slow', 200],
  [' application/json', '/slow', 200],
  ['application/merge-patch+json', '/slow', 200],
  ['application/vnd.api+json;  q="a;b"', '/slow', 200],
  ["application/vnd.a!b#c$d&e^f'g+json", '/slow', 200],
  ['application/json;', '/slow', 200],
  ['application/jsonx', '/slow', 415],
  ['application/json-seq', '/slow', 415],
  ['text/json', '/slow', 415],
  ['application/+json', '/slow', 415],
  ['text/plain', '/slow', 415],
  ['text/plain', '/echo', 200],
  ['TEXT/PLAIN; charset="utf-8"', '/echo', 200],
  ['text/plain ; charset=utf-8', '/echo', 200],
  ['text/plainx', '/echo', 415],
  ['application/xml', '/echo', 415],
  ['application/json, text/plain', '/echo', 415],
  ['json', '/echo', 415],
]

describe('one Content-Type parser for the body parsers and the routes', () => {
  it.each(cases)('%j on %s -> %i', async (contentType, url, status) => {
    const app = await buildService(toy, { auth: keysAuth([KEY]) })
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'x-gateway-key': KEY, 'content-type': contentType },
      payload: '{"ms":0}',
    })
    await app.close()
    expect([res.statusCode, res.json().error]).toEqual([status, status === 200 ? undefined : 'UNSUPPORTED_MEDIA_TYPE'])
  })
})

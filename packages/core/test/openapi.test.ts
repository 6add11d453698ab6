import { describe, expect, it } from 'vitest'
import { buildService, keysAuth } from '../src/index.js'
import { toy } from './toy-service.js'

describe('the OpenAPI document', () => {
  it('names the standalone URL and the URL under the local runner as servers', async () => {
    const app = await buildService(toy, { auth: keysAuth(['k']) })
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
    await app.close()
    const resolve = (server: { url: string; variables: Record<string, { default: string }> }) =>
      server.url.replace(/\{(\w+)\}/g, (_m, name: string) => server.variables[name]!.default)
    expect(doc.servers.map(resolve)).toEqual(['http://127.0.0.1:3998', 'http://127.0.0.1:8080/toy'])
  })
})

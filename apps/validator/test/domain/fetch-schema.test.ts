import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPublicAddress } from '../../src/infra/address-policy.js'
import { httpsSchemaFetcher } from '../../src/infra/fetch-schema.js'

const cert = readFileSync(new URL('../fixtures/tls/cert.pem', import.meta.url))
const key = readFileSync(new URL('../fixtures/tls/key.pem', import.meta.url))
const SCHEMA = { type: 'object', properties: { id: { type: 'integer' } } }
let server: Server
let base: string

beforeAll(async () => {
  server = createServer({ cert, key }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://localhost')
    const hop = Number(url.searchParams.get('hop') ?? 0)
    switch (url.pathname) {
      case '/schema.json':
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(SCHEMA))
      case '/redirect':
        return res.writeHead(302, { location: hop > 0 ? `/redirect?hop=${hop - 1}` : '/schema.json' }).end()
      case '/to-metadata':
        return res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data' }).end()
      case '/to-http':
        return res
          .writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/schema.json` })
          .end()
      case '/huge':
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"pad":"')
        for (let i = 0; i < 40; i++) res.write('x'.repeat(64 * 1024))
        return res.end('"}')
      case '/slow':
        return setTimeout(() => res.writeHead(200).end('{}'), 1_000)
      case '/html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>nope</html>')
      default:
        return res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `https://localhost:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** The test server is on loopback, so tests allow loopback; production policy refuses it. */
const allowLoopback = (address: string) => address === '127.0.0.1' || address === '::1' || isPublicAddress(address)
const fetcher = (options = {}) => httpsSchemaFetcher({ ca: cert, isAllowedAddress: allowLoopback, ...options })

describe('httpsSchemaFetcher', () => {
  it('fetches and parses a schema', async () => {
    await expect(fetcher()(`${base}/schema.json`)).resolves.toEqual(SCHEMA)
  })

  it('follows up to three redirects and refuses a fourth', async () => {
    await expect(fetcher()(`${base}/redirect?hop=2`)).resolves.toEqual(SCHEMA)
    await expect(fetcher()(`${base}/redirect?hop=3`)).rejects.toMatchObject({ code: 'TOO_MANY_REDIRECTS' })
  })

  it('refuses loopback with the production policy, even for localhost', async () => {
    await expect(httpsSchemaFetcher({ ca: cert })(`${base}/schema.json`)).rejects.toMatchObject({
      code: 'SCHEMA_URL_BLOCKED',
    })
    await expect(httpsSchemaFetcher()('https://127.0.0.1/s.json')).rejects.toMatchObject({ code: 'SCHEMA_URL_BLOCKED' })
    await expect(httpsSchemaFetcher()('https://[::ffff:10.0.0.1]/s.json')).rejects.toMatchObject({
      code: 'SCHEMA_URL_BLOCKED',
    })
  })

  it('re-checks every redirect: a hop to the metadata address or to http is refused', async () => {
    await expect(fetcher()(`${base}/to-metadata`)).rejects.toMatchObject({ code: 'SCHEMA_URL_BLOCKED' })
    await expect(fetcher()(`${base}/to-http`)).rejects.toMatchObject({ code: 'SCHEMA_URL_NOT_HTTPS' })
  })

  it('refuses http:// outright', async () => {
    await expect(fetcher()('http://example.com/schema.json')).rejects.toMatchObject({ code: 'SCHEMA_URL_NOT_HTTPS' })
  })

  it('stops a streamed body past 1 MB', async () => {
    await expect(fetcher()(`${base}/huge`)).rejects.toMatchObject({ code: 'SCHEMA_TOO_LARGE' })
  })

  it('times out a slow server', async () => {
    await expect(fetcher({ timeoutMs: 200 })(`${base}/slow`)).rejects.toMatchObject({ code: 'SCHEMA_FETCH_TIMEOUT' })
  })

  it('reports non-JSON, non-2xx and untrusted certificates', async () => {
    await expect(fetcher()(`${base}/html`)).rejects.toMatchObject({ code: 'SCHEMA_NOT_JSON' })
    await expect(fetcher()(`${base}/missing`)).rejects.toMatchObject({
      code: 'SCHEMA_FETCH_FAILED',
      extra: { upstreamStatus: 404 },
    })
    await expect(httpsSchemaFetcher({ isAllowedAddress: allowLoopback })(`${base}/schema.json`)).rejects.toMatchObject({
      code: 'SCHEMA_FETCH_FAILED',
    })
  })
})

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00:ec2::254', false],
    ['::ffff:127.0.0.1', false],
    ['224.0.0.1', false],
    ['not-an-ip', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })
})

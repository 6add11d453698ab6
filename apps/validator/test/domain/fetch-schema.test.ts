import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
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

type Handler = (res: ServerResponse, hop: number) => unknown
const json = { 'content-type': 'application/json' }

/** The test server's behaviours, one per path. */
const ROUTES: Record<string, Handler> = {
  '/schema.json': (res) => res.writeHead(200, json).end(JSON.stringify(SCHEMA)),
  '/bom': (res) => res.writeHead(200, json).end(`\uFEFF${JSON.stringify(SCHEMA)}`),
  '/redirect': (res, hop) =>
    res.writeHead(302, { location: hop > 0 ? `/redirect?hop=${hop - 1}` : '/schema.json' }).end(),
  '/to-metadata': (res) => res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data' }).end(),
  '/to-http': (res) => res.writeHead(302, { location: `http://localhost:${port()}/schema.json` }).end(),
  '/to-localhost': (res) => res.writeHead(302, { location: `https://localhost:${port()}/schema.json` }).end(),
  '/to-garbage': (res) => res.writeHead(302, { location: 'https://[not-an-address/' }).end(),
  '/huge': (res) => {
    res.writeHead(200, json).write('{"pad":"')
    for (let i = 0; i < 40; i++) res.write('x'.repeat(64 * 1024))
    res.end('"}')
  },
  '/declared-huge': (res) => res.writeHead(200, { ...json, 'content-length': '2000000' }).write('{'),
  '/slow': (res) => setTimeout(() => res.writeHead(200).end('{}'), 1_000),
  '/stalled-body': (res) => res.writeHead(200, json).write('{"type":'),
  '/html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>nope</html>'),
}

beforeAll(async () => {
  server = createServer({ cert, key }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://localhost')
    const route = ROUTES[url.pathname] ?? ((r: ServerResponse) => r.writeHead(404).end())
    route(res, Number(url.searchParams.get('hop') ?? 0))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `https://localhost:${port()}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(resolve))
})

const port = () => (server.address() as AddressInfo).port

/** The test server is on loopback, so tests allow loopback; production policy refuses it. */
const allowLoopback = (address: string) => address === '127.0.0.1' || address === '::1' || isPublicAddress(address)
const fetcher = (options = {}) => httpsSchemaFetcher({ ca: cert, isAllowedAddress: allowLoopback, ...options })

describe('httpsSchemaFetcher', () => {
  it('fetches and parses a schema, a leading byte-order mark included', async () => {
    await expect(fetcher()(`${base}/schema.json`)).resolves.toEqual(SCHEMA)
    await expect(fetcher()(`${base}/bom`)).resolves.toEqual(SCHEMA)
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

  it('checks the address again when a redirect connects, so a changed DNS answer is refused', async () => {
    const checked: string[] = []
    const allowOnce = (address: string) => checked.push(address) === 1
    const fetch = httpsSchemaFetcher({ ca: cert, isAllowedAddress: allowOnce })
    await expect(fetch(`https://127.0.0.1:${port()}/to-localhost`)).rejects.toMatchObject({
      code: 'SCHEMA_URL_BLOCKED',
    })
    expect(checked).toContain('127.0.0.1')
    expect(checked.length).toBeGreaterThan(1)
  })

  it('refuses IPv4 hosts written in hex or as one number, which URLs turn into loopback', async () => {
    await expect(httpsSchemaFetcher()('https://0x7f000001/s.json')).rejects.toMatchObject({
      code: 'SCHEMA_URL_BLOCKED',
    })
    await expect(httpsSchemaFetcher()('https://2130706433/s.json')).rejects.toMatchObject({
      code: 'SCHEMA_URL_BLOCKED',
    })
  })

  it('refuses http:// and addresses that are not URLs', async () => {
    await expect(fetcher()('http://example.com/schema.json')).rejects.toMatchObject({ code: 'SCHEMA_URL_NOT_HTTPS' })
    await expect(fetcher()('not a url')).rejects.toMatchObject({ code: 'SCHEMA_URL_NOT_HTTPS' })
  })

  it('reports a redirect to an invalid address without crashing', async () => {
    await expect(fetcher()(`${base}/to-garbage`)).rejects.toMatchObject({ code: 'SCHEMA_FETCH_FAILED' })
  })

  it('stops a streamed body past 1 MB, and refuses a declared length past it up front', async () => {
    await expect(fetcher()(`${base}/huge`)).rejects.toMatchObject({
      code: 'SCHEMA_TOO_LARGE',
      extra: { limit: 1_000_000 },
    })
    await expect(fetcher({ timeoutMs: 2_000 })(`${base}/declared-huge`)).rejects.toMatchObject({
      code: 'SCHEMA_TOO_LARGE',
    })
    await expect(fetcher({ maxBytes: 10 })(`${base}/schema.json`)).rejects.toMatchObject({ code: 'SCHEMA_TOO_LARGE' })
  })

  it('times out a server that is slow to answer or stops sending the body', async () => {
    await expect(fetcher({ timeoutMs: 200 })(`${base}/slow`)).rejects.toMatchObject({ code: 'SCHEMA_FETCH_TIMEOUT' })
    await expect(fetcher({ timeoutMs: 200 })(`${base}/stalled-body`)).rejects.toMatchObject({
      code: 'SCHEMA_FETCH_TIMEOUT',
    })
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
    ['::ffff:169.254.169.254', false],
    ['::ffff:8.8.8.8', true],
    ['::', false],
    ['ff02::1', false],
    ['224.0.0.1', false],
    ['not-an-ip', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })
})

import { buildService, ConfigError, keysAuth } from '@svc/core'
import { signer } from '@svc/signer'
import { describe, expect, it } from 'vitest'
import { buildRunner, configureServices } from '../src/runner.js'
import { failedStart, startRunner } from './support/runner-process.js'

const KEY = 'runner-env-key'
const SECRET = 'runner-env-secret-0001'
const headers = { 'x-gateway-key': KEY }

/** A URL that expired 10 s ago, signed by a standalone signer whose clock runs 20 s behind. */
async function urlExpiredTenSecondsAgo(): Promise<string> {
  const past = await buildService(signer, { auth: keysAuth([KEY]), deps: { now: () => Date.now() - 20_000 } })
  const res = await past.inject({
    method: 'POST',
    url: '/sign',
    headers,
    payload: { url: 'https://files.example.com/a.pdf', secret: SECRET, expires_in_seconds: 10 },
  })
  await past.close()
  return res.json().signed_url
}

async function expiryCheck(env: Record<string, string>, signedUrl: string) {
  const app = await buildRunner([signer], { auth: keysAuth([KEY]), env })
  const res = await app.inject({
    method: 'POST',
    url: '/signer/verify',
    headers,
    payload: { signedUrl, secret: SECRET },
  })
  await app.close()
  return res.json().checks.find((check: { check: string }) => check.check === 'expiry')
}

describe("each service's own environment in the runner", () => {
  it('hands SIGNER_CLOCK_SKEW_SECONDS to the signer, as the standalone signer does', async () => {
    const signedUrl = await urlExpiredTenSecondsAgo()
    // Default skew (30 s): a URL 10 s past its expiry is still accepted.
    expect(await expiryCheck({}, signedUrl)).toMatchObject({ passed: true })
    // A skew of 5 s: the same URL is expired.
    expect(await expiryCheck({ SIGNER_CLOCK_SKEW_SECONDS: '5' }, signedUrl)).toMatchObject({
      passed: false,
      code: 'EXPIRED',
    })
  })

  it("lists a bad service variable with the service's name instead of ignoring it", () => {
    expect(() => configureServices([signer], { SIGNER_CLOCK_SKEW_SECONDS: 'soon' })).toThrow(ConfigError)
    expect(() => configureServices([signer], { SIGNER_CLOCK_SKEW_SECONDS: 'soon' })).toThrow(
      /^Invalid environment:\n {2}SIGNER_CLOCK_SKEW_SECONDS: .+ \(signer\)$/,
    )
  })
})

describe('pnpm start (dist/main.js)', () => {
  it('uses SIGNER_CLOCK_SKEW_SECONDS from the environment', async () => {
    const signedUrl = await urlExpiredTenSecondsAgo()
    const runner = await startRunner({ GATEWAY_KEYS: KEY, SIGNER_CLOCK_SKEW_SECONDS: '5' })
    try {
      const res = await fetch(`${runner.base}/signer/verify`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ signedUrl, secret: SECRET }),
      })
      const { checks } = (await res.json()) as { checks: { check: string; code?: string }[] }
      expect(checks.find((check) => check.check === 'expiry')).toMatchObject({ passed: false, code: 'EXPIRED' })
    } finally {
      await runner.stop()
    }
  })

  it('refuses a GATEWAY_KEYS_FILE that does not exist with "Invalid environment", not a stack', async () => {
    const { code, stderr } = await failedStart({ GATEWAY_KEYS_FILE: '/nonexistent/keys' })
    expect(code).toBe(1)
    expect(stderr).toBe(
      'local-runner: Invalid environment:\n  GATEWAY_KEYS_FILE: the file cannot be read (no such file)\n',
    )
  })

  it('lists a bad variable of a service and exits 1', async () => {
    const { code, stderr } = await failedStart({ GATEWAY_KEYS: KEY, SIGNER_CLOCK_SKEW_SECONDS: '-1' })
    expect(code).toBe(1)
    expect(stderr).toMatch(/^local-runner: Invalid environment:\n {2}SIGNER_CLOCK_SKEW_SECONDS: .+ \(signer\)\n$/)
  })
})

/** One test app per file on the real worker pool, and a `generate` helper that posts with the test key. */
import { buildTestApp, TEST_KEY, type TestApp } from '@svc/testkit'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { qr } from '../../src/app.js'
import { testGenerator } from './test-generator.js'

export interface QrTestApp {
  readonly app: FastifyInstance
  readonly logs: string[]
  post(body: unknown): Promise<LightMyRequestResponse>
}

export function useQrApp(): QrTestApp {
  let t: TestApp
  const generator = testGenerator()
  beforeAll(async () => {
    t = await buildTestApp(qr, { deps: { generator } })
  })
  afterAll(async () => {
    await t.app.close()
    await generator.close()
  })
  return {
    get app() {
      return t.app
    },
    get logs() {
      return t.logs
    },
    post: (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/generate',
        headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
  }
}

/**
 * The API reference in a real browser: Debian's chromium (driven by playwright-core) opens the built
 * runner's `/`, finds every service in the switcher and every operation of each document, sends
 * POST /validator/validate through "Try it out" with the key entered under "Authorize" and sees
 * the 200, and no request leaves 127.0.0.1. A screenshot lands in test-output/ (gitignored).
 * Skipped with a message when /usr/bin/chromium is absent (CI: `apt-get install chromium`).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { services } from '../src/services.js'
import { type RunnerProcess, startRunner } from './support/runner-process.js'

const CHROMIUM = '/usr/bin/chromium'
const KEY = 'browser-test-key'
const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url))
const hasChromium = existsSync(CHROMIUM)
if (!hasChromium) console.warn(`docs-browser: skipped, ${CHROMIUM} is absent (apt-get install chromium)`)

type Document = { paths: Record<string, Record<string, { operationId: string }>> }

describe.skipIf(!hasChromium)('the API reference in Chromium', () => {
  let runner: RunnerProcess
  let context: BrowserContext
  let page: Page
  let profile: string
  const requests: { url: string; headers: Record<string, string> }[] = []

  beforeAll(async () => {
    runner = await startRunner({ GATEWAY_KEYS: KEY })
    profile = mkdtempSync(join(tmpdir(), 'docs-browser-'))
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    page = context.pages()[0] ?? (await context.newPage())
    context.on('request', (request) => requests.push({ url: request.url(), headers: request.headers() }))
  }, 60_000)

  afterAll(async () => {
    await context?.close()
    await runner?.stop()
    if (profile) rmSync(profile, { recursive: true, force: true })
  })

  it('lists every service and every operation of its document', async () => {
    await page.goto(`${runner.base}/`)
    const switcher = page.locator('.topbar select')
    await switcher.waitFor({ timeout: 30_000 })
    expect(await switcher.locator('option').allTextContents()).toEqual(services.map((service) => service.name))
    for (const service of services) {
      const document = (await (await fetch(`${runner.base}/${service.name}/openapi.json`)).json()) as Document
      const expected = Object.values(document.paths)
        .flatMap((item) => Object.values(item).map((operation) => operation.operationId))
        .sort()
      await switcher.selectOption(service.name)
      await page.locator('.info .title', { hasText: `${service.name} service` }).waitFor({ timeout: 30_000 })
      await page.locator('.opblock').first().waitFor()
      const shown = (await page.locator('.opblock-summary-operation-id').allTextContents()).map((id) => id.trim())
      expect(shown.sort(), service.name).toEqual(expected)
    }
  }, 120_000)

  it('sends POST /validator/validate through Try it out with the key and shows the 200', async () => {
    await page.locator('.topbar select').selectOption('validator')
    await page.locator('.info .title', { hasText: 'validator service' }).waitFor()
    await page.locator('button.authorize').click()
    const scheme = page.locator('.modal-ux .auth-container', { hasText: 'gatewayKey' })
    await scheme.locator('input').fill(KEY)
    await scheme.locator('button.authorize').click()
    await page.locator('.modal-ux button.btn-done').first().click()
    const operation = page.locator('.opblock', {
      has: page.locator('.opblock-summary-operation-id', { hasText: /^validator\.validate$/ }),
    })
    await operation.locator('.opblock-summary').click()
    const sent = page.waitForRequest((request) => request.url().endsWith('/validator/validate'))
    await operation.locator('button.execute').click()
    const request = await sent
    expect(request.headers()['x-gateway-key']).toBe(KEY)
    expect(request.method()).toBe('POST')
    const status = operation.locator('.live-responses-table .response .response-col_status')
    await status.first().waitFor({ timeout: 30_000 })
    expect((await status.first().textContent())?.trim()).toBe('200')
    // the body shown is the service's answer to the documented example, as a direct call gets it
    const shown = await operation.locator('.live-responses-table .response-col_description pre').first().textContent()
    type Body = { requestBody: { content: Record<string, { example: unknown }> } }
    const document = (await (await fetch(`${runner.base}/validator/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Body>>
    }
    const example = document.paths['/validate']!.post!.requestBody.content['application/json']!.example
    expect(JSON.parse(request.postData() ?? '')).toEqual(example)
    const direct = await fetch(`${runner.base}/validator/validate`, {
      method: 'POST',
      headers: { 'x-gateway-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify(example),
    })
    expect(JSON.parse(shown ?? '')).toEqual(await direct.json())
    mkdirSync(OUTPUT, { recursive: true })
    await page.screenshot({ path: join(OUTPUT, 'api-reference.png'), fullPage: true })
    expect(existsSync(join(OUTPUT, 'api-reference.png'))).toBe(true)
  }, 120_000)

  it("renders one service's own page (/<service>/docs, as /docs on a standalone service)", async () => {
    const service = services.at(-1)!
    await page.goto(`${runner.base}/${service.name}/docs`)
    await page.locator('.info .title', { hasText: `${service.name} service` }).waitFor({ timeout: 30_000 })
    await page.locator('.opblock').first().waitFor()
    const document = (await (await fetch(`${runner.base}/${service.name}/openapi.json`)).json()) as Document
    const expected = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId))
    const shown = (await page.locator('.opblock-summary-operation-id').allTextContents()).map((id) => id.trim())
    expect(shown.sort()).toEqual(expected.sort())
    expect(await page.locator('.topbar select').count()).toBe(0)
    expect(await page.locator('.servers select option').first().textContent()).toContain('This server')
  }, 60_000)

  it('made no request outside 127.0.0.1', () => {
    expect(requests.length).toBeGreaterThan(10)
    const outside = requests
      .map((request) => new URL(request.url))
      .filter((url) => url.protocol !== 'data:' && url.protocol !== 'blob:' && url.hostname !== '127.0.0.1')
    expect(outside.map(String)).toEqual([])
  })
})

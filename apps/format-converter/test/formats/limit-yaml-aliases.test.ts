/**
 * Expansion budgets (README.md, Limits): each hostile input is refused
 * with a 4xx naming its limit, in proportion to its own size; inputs just inside each limit still convert.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS, outputBudget } from '../../src/domain/limits.js'
import { read, rejection, run } from '../convert-helper.js'
import { buildApp, postRaw } from '../helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

describe('yaml: one anchor of 100,000 items with 99 aliases (1.5 MB) gave 200 MB and 1 GB RSS', () => {
  const stream = (items: number, aliases: number) =>
    `a: &a\n${'- item\n'.repeat(items)}${Array.from({ length: aliases }, (_, i) => `b${i}: *a`).join('\n')}\n`

  it('is refused by the expanded-size budget, which counts what aliases stand for, not how many there are', async () => {
    const error = await rejection(run('yaml', 'json', stream(100_000, 99)))
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.extra).toMatchObject({ limit: 'nodes added by aliases', maximum: LIMITS.aliasNodes })
    expect(error.extra.actual).toBeGreaterThanOrEqual(99 * 100_000)
  })

  it('accepts aliases that add fewer nodes than the budget', async () => {
    const value = (await read('yaml', stream(100, 99))) as Record<string, string[]>
    expect(value.b98).toHaveLength(100)
  })

  it('refuses an alias inside the node it names (a cycle) with 400, not a 500 from JSON', async () => {
    const error = await rejection(run('yaml', 'json', 'a: &a [1, *a]\n'))
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.message).toContain('cycle')
  })

  it('few aliases of one long scalar: the output budget answers 422 before the reply is written', async () => {
    const text = `a: &a ${'x'.repeat(100_000)}\n${Array.from({ length: 99 }, (_, i) => `b${i}: *a`).join('\n')}\n`
    const res = await postRaw(app, text, 'application/yaml', { accept: 'application/json' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      error: 'INVALID_TRANSFORMATION',
      limit: 'outputBytes',
      maximum: outputBudget(Buffer.byteLength(text)),
    })
  })
})

describe('yaml: nesting past the parser stack (`- - - …` 3,000 deep) answered with a stack overflow, or aborted the process', () => {
  it.each([
    ['compact block sequences', `${'- '.repeat(3_000)}x`],
    ['flow sequences', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ])('refuses %s before parsing, naming the limit', async (_name, text) => {
    const error = await rejection(run('yaml', 'json', text))
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.extra).toMatchObject({ limit: 'columns of indentation and open flow brackets', maximum: 400 })
  })

  it('reads 150 levels of block mappings', async () => {
    const text = Array.from({ length: 150 }, (_, level) => `${'  '.repeat(level)}k:`).join('\n') + ' 1\n'
    let value = (await read('yaml', text)) as unknown
    let depth = 0
    while (value && typeof value === 'object') {
      value = (value as { k: unknown }).k
      depth++
    }
    expect(depth).toBe(150)
  })
})

/**
 * Expansion budgets (README.md, Limits): each hostile input is refused
 * with a 4xx naming its limit, in proportion to its own size; inputs just inside each limit still convert.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { breakLongRuns, RUN } from '../../src/formats/pdf/render-pdf.js'
import { buildApp, postRaw } from '../helpers.js'
import { readPdf } from '../pdf-text.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

describe('markdown -> pdf: one 300,000-character word peaked at 3 GB before its 504', () => {
  it('breaks every run longer than the guard with zero-width spaces, nowhere else', () => {
    const content = breakLongRuns([
      { text: [{ text: 'x'.repeat(3 * RUN + 5) }, 'short words stay as they are'] },
      { table: { body: [[{ text: `é${'\u0301'.repeat(2)}`.repeat(RUN + 1) }]] } },
    ]) as { text?: { text: string }[]; table?: { body: { text: string }[][] } }[]
    const long = content[0]?.text?.[0]?.text as string
    expect(long.split('\u200B').map((piece) => piece.length)).toEqual([RUN, RUN, RUN, 5])
    expect(content[0]?.text?.[1]).toBe('short words stay as they are')
    // A combining mark stays with its letter.
    const marked = content[1]?.table?.body[0]?.[0]?.text as string
    expect(marked.split('\u200B')[0]).toBe(`é${'\u0301'.repeat(2)}`.repeat(RUN))
  })

  it('renders a 300,000-character word in the worker within the time limit, every character printed', async () => {
    const res = await postRaw(app, 'y'.repeat(300_000), 'text/markdown', { accept: 'application/pdf' })
    expect(res.statusCode).toBe(200)
    const pdf = await readPdf(res.rawPayload)
    const printed = pdf.pages
      .flat()
      .join('')
      .replace(/[\u200B\s]|\d+ \/ \d+/g, '')
    expect(printed).toBe('y'.repeat(300_000))
  }, 240_000)
})

/**
 * Round trips: random tables drawn with pdf-lib (ruled, or whitespace-aligned with left-aligned text
 * and right-aligned numbers) come back cell for cell. fast-check shrinks any failure to the smallest
 * table that breaks.
 */
import fc from 'fast-check'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { runExtraction } from '../../src/infra/run-extraction.js'
import { drawGrid } from '../fixtures/make-fixtures.js'

const word = fc.stringMatching(/^[A-Za-z][a-z]{1,7}$/)
const cellText = fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(' '))
const amount = fc.integer({ min: 0, max: 999_999 }).map((n) => (n / 100).toFixed(2))

async function extract(pdf: Uint8Array, strategy: 'auto' | 'lattice' | 'stream') {
  return runExtraction(pdf, { pages: 'all', strategy, mergeTablesAcrossPages: false, confidenceScores: false })
}

describe('round trips', () => {
  it('ruled tables: every cell back in place, with lattice and with auto', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 5 })
          .chain((columns) =>
            fc.array(fc.array(cellText, { minLength: columns, maxLength: columns }), { minLength: 2, maxLength: 8 }),
          ),
        async (rows) => {
          const doc = await PDFDocument.create()
          const font = await doc.embedFont(StandardFonts.Helvetica)
          const page = doc.addPage([612, 792])
          const widths = (rows[0] as string[]).map(() => 110)
          drawGrid(page, font, { x: 40, top: 80, widths, rowHeight: 18, rows })
          const pdf = await doc.save()
          for (const strategy of ['lattice', 'auto'] as const) {
            const out = await extract(pdf.slice(), strategy)
            expect(out.tables).toHaveLength(1)
            expect(out.tables[0]?.data).toEqual(rows)
          }
        },
      ),
      { numRuns: 15, seed: 20261124 },
    )
  })

  it('borderless tables: names left-aligned, amounts right-aligned, read back by stream and auto', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }).chain((numbers) =>
          fc.array(fc.tuple(cellText, fc.array(amount, { minLength: numbers, maxLength: numbers })), {
            minLength: 3,
            maxLength: 10,
          }),
        ),
        async (body) => {
          const doc = await PDFDocument.create()
          const font = await doc.embedFont(StandardFonts.Helvetica)
          const page = doc.addPage([612, 792])
          const rows = body.map(([name, values]) => [name, ...values])
          rows.forEach((row, r) => {
            row.forEach((text, c) => {
              const x = c === 0 ? 60 : 200 + c * 90 - font.widthOfTextAtSize(text, 10)
              page.drawText(text, { x, y: 700 - r * 14, size: 10, font })
            })
          })
          const pdf = await doc.save()
          for (const strategy of ['stream', 'auto'] as const) {
            const out = await extract(pdf.slice(), strategy)
            expect(out.tables).toHaveLength(1)
            expect(out.tables[0]?.data).toEqual(rows)
          }
        },
      ),
      { numRuns: 15, seed: 20261124 },
    )
  })
})

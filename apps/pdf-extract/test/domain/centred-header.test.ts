/**
 * A two-line header whose other cells are set vertically centred on its two lines (`Code` /
 * `State` in one column, `State name` centred beside them), as in a gazetteer export: the centred
 * cells span both lines and their text goes to the top one, so body rows keep their row numbers.
 * Modelled with pdf-lib.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { runExtraction } from '../../src/infra/run-extraction.js'

const BODY = [
  ['01', 'Aguascalientes', '001', 'Asientos'],
  ['02', 'Baja California', '002', 'Ensenada'],
  ['03', 'Campeche', '003', 'Calkini'],
  ['04', 'Chiapas', '004', 'Tuxtla'],
]

async function gazetteer(pitch: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([500, 300])
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const xs = [40, 90, 220, 270]
  const size = 9
  // header: two lines `pitch` apart in columns 0 and 2, one line centred between them in columns 1 and 3
  page.drawText('Code', { x: xs[0] as number, y: 250 + pitch, size, font })
  page.drawText('State', { x: xs[0] as number, y: 250, size, font })
  page.drawText('Code', { x: xs[2] as number, y: 250 + pitch, size, font })
  page.drawText('Town', { x: xs[2] as number, y: 250, size, font })
  page.drawText('State name', { x: xs[1] as number, y: 250 + pitch / 2, size, font })
  page.drawText('Town name', { x: xs[3] as number, y: 250 + pitch / 2, size, font })
  BODY.forEach((row, r) => {
    row.forEach((text, c) => {
      page.drawText(text, { x: xs[c] as number, y: 232 - r * 14, size, font })
    })
  })
  return pdf.save()
}

const options = { strategy: 'stream' as const, pages: 'all', mergeTablesAcrossPages: false, confidenceScores: false }

describe('cells centred on a two-line header (modelled, pdf-lib)', () => {
  it('puts a centred header cell on the header first line, spanning both', async () => {
    const out = await runExtraction(await gazetteer(10), options)
    const table = out.tables[0]
    expect(table?.data.slice(0, 3)).toEqual([
      ['Code', 'State name', 'Code', 'Town name'],
      ['State', '', 'Town', ''],
      BODY[0],
    ])
    expect(table?.cells?.filter((c) => c.rowSpan === 2).map((c) => [c.row, c.col, c.text])).toEqual([
      [0, 1, 'State name'],
      [0, 3, 'Town name'],
    ])
  })

  it('keeps the middle line a row of its own when the lines around it are further apart than a wrapped cell', async () => {
    // 18 pt apart at 9 pt type: two separate rows, not two lines of one header cell
    const out = await runExtraction(await gazetteer(18), options)
    expect(out.tables[0]?.data.slice(0, 3)).toEqual([
      ['Code', '', 'Code', ''],
      ['', 'State name', '', 'Town name'],
      ['State', '', 'Town', ''],
    ])
    expect(out.tables[0]?.cells).toBeUndefined()
  })
})

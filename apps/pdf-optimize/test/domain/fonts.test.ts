/** Font programs from the shared corpus: Type 1 subsetting and CFF conversion (camelot-assam), TrueType unhinting (tabula). */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFName, PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { unhintTrueType } from '../../src/domain/fonts/truetype-unhint.js'
import { optimizePdf } from '../../src/domain/optimize-pdf.js'
import { resolveOptions } from '../../src/domain/options.js'
import { decodeStream } from '../../src/domain/pdf/decode-stream.js'
import { readPdf } from '../../src/domain/pdf/read-pdf.js'

const CORPUS = new URL('../../../../../shared/testdata/pdf-compress/', import.meta.url).pathname
const present = existsSync(CORPUS)
let pdftoppm = true
try {
  execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' })
} catch {
  pdftoppm = false
}

function tables(font: Uint8Array): string[] {
  const buffer = Buffer.from(font)
  return Array.from({ length: buffer.readUInt16BE(4) }, (_, i) => buffer.toString('latin1', 12 + i * 16, 16 + i * 16))
}

describe.skipIf(!present)('font programs', () => {
  it('drops hinting tables and glyph instructions from TrueType, keeping every glyph', async () => {
    const context = await readPdf(
      new Uint8Array(readFileSync(join(CORPUS, 'tabula-spreadsheet_no_bounding_frame.pdf'))),
    )
    const file = [...context.enumerateIndirectObjects()].find(
      ([, o]) => o instanceof PDFRawStream && o.dict.has(PDFName.of('Length1')),
    )?.[1] as PDFRawStream
    const font = decodeStream(file)!.data
    const unhinted = unhintTrueType(font)!
    expect(tables(font)).toEqual(expect.arrayContaining(['fpgm', 'prep', 'cvt ']))
    expect(tables(unhinted)).not.toEqual(expect.arrayContaining(['fpgm']))
    expect(tables(unhinted)).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'maxp']))
    expect(unhinted.length).toBeLessThan(font.length * 0.7)
  })

  it('subsets camelot-assam Type 1 fonts, stores them as CFF and renders page 1 identically', async () => {
    const input = new Uint8Array(readFileSync(join(CORPUS, 'camelot-assam.pdf')))
    const output = await optimizePdf(input, resolveOptions({ mode: 'maxCompression', compressionLevel: 'screen' }))
    expect(output.bytes.length).toBeLessThan(input.length / 15)
    const context = await readPdf(output.bytes)
    const cff = [...context.enumerateIndirectObjects()].filter(
      ([, o]) => o instanceof PDFRawStream && o.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Type1C'),
    )
    expect(cff).toHaveLength(4)
    const type1 = [...context.enumerateIndirectObjects()].filter(
      ([, o]) => o instanceof PDFRawStream && o.dict.has(PDFName.of('Length2')),
    )
    expect(type1).toHaveLength(0)
    if (!pdftoppm) return
    const dir = mkdtempSync(join(tmpdir(), 'pdfo-font-'))
    const render = (bytes: Uint8Array, name: string) => {
      writeFileSync(join(dir, `${name}.pdf`), bytes)
      execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', join(dir, `${name}.pdf`), join(dir, name)])
      return readFileSync(join(dir, `${name}-1.ppm`))
    }
    expect(render(output.bytes, 'out').equals(render(input, 'in'))).toBe(true)
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)
})

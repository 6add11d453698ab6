/**
 * Correctness on the shared corpus (../shared/testdata/pdf-compress): every output opens in pdfjs-dist
 * with the same page count and text, passes `qpdf --check` (when qpdf is installed), is never larger
 * than the input, and in lossless mode renders page 1 pixel-identically (pdftoppm, when installed).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, describe, expect, it } from 'vitest'
import { optimizePdf } from '../../src/domain/optimize-pdf.js'
import { type OptimizeRequest, resolveOptions } from '../../src/domain/options.js'

const CORPUS = new URL('../../../../../shared/testdata/pdf-compress/', import.meta.url).pathname
const files = existsSync(CORPUS)
  ? readdirSync(CORPUS)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
  : []
const has = (tool: string) => {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    try {
      execFileSync(tool, ['-v'], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  }
}
const QPDF = has('qpdf')
const PDFTOPPM = has('pdftoppm')
if (files.length === 0) console.warn('corpus tests skipped: ../shared/testdata/pdf-compress is absent')
if (!QPDF) console.warn('qpdf --check skipped: qpdf is not installed (apt-get install qpdf)')
if (!PDFTOPPM) console.warn('pixel comparison skipped: pdftoppm is not installed (apt-get install poppler-utils)')

const work = mkdtempSync(join(tmpdir(), 'pdfo-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

async function textOf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, disableFontFace: true }).promise
  const parts: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''))
  }
  const pages = doc.numPages
  await doc.destroy()
  return { pages, text: parts.join('\f') }
}

function render(bytes: Uint8Array, name: string): Buffer {
  const file = join(work, `${name}.pdf`)
  writeFileSync(file, bytes)
  execFileSync('pdftoppm', ['-r', '40', '-f', '1', '-l', '1', file, join(work, name)])
  const ppm = readdirSync(work).find((f) => f.startsWith(`${name}-`) && f.endsWith('.ppm'))!
  return readFileSync(join(work, ppm))
}

const MODES: [string, OptimizeRequest][] = [
  ['speed', { mode: 'speed' }],
  ['lossless', { mode: 'lossless' }],
  ['maxCompression screen', { mode: 'maxCompression', compressionLevel: 'screen' }],
]

describe.skipIf(files.length === 0).each(MODES)('%s on the corpus', (label, request) => {
  it.each(files)(
    '%s: same pages and text, valid, never larger',
    async (file) => {
      const input = new Uint8Array(readFileSync(join(CORPUS, file)))
      const result = await optimizePdf(input, resolveOptions(request))
      expect(result.bytes.length).toBeLessThanOrEqual(input.length)
      const [before, after] = [await textOf(input), await textOf(result.bytes)]
      expect(after.pages).toBe(before.pages)
      expect(after.text).toBe(before.text)
      if (QPDF && result.optimized) {
        const out = join(work, `${label}-${file}`.replace(/\s/g, '_'))
        writeFileSync(out, result.bytes)
        // exit 0 = clean, 3 = warnings only (README: speed mode on gen-calc-sales), 2 = errors
        const status = spawnSync('qpdf', ['--check', out], { stdio: 'ignore' }).status
        expect([0, 3]).toContain(status)
        if (request.mode !== 'speed') expect(status).toBe(0)
      }
      if (PDFTOPPM && request.mode === 'lossless') {
        const tag = file.replace(/\W/g, '')
        expect(render(result.bytes, `${tag}-out`).equals(render(input, `${tag}-in`))).toBe(true)
      }
    },
    120_000,
  )
})

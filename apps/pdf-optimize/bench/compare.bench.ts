/**
 * Side-by-side benchmark on ../shared/testdata/pdf-compress: our lossless against qpdf
 * (--object-streams=generate --recompress-flate --compression-level=9) and our maxCompression at each
 * level against Ghostscript pdfwrite -dPDFSETTINGS=/<level>, both measured in the same run. Prints a
 * Markdown table (bytes, % of the original, seconds). Run: pnpm --filter @svc/pdf-optimize bench
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { optimizePdf } from '../src/domain/optimize-pdf.js'
import { type CompressionLevel, resolveOptions } from '../src/domain/options.js'

const CORPUS = new URL('../../../../shared/testdata/pdf-compress/', import.meta.url).pathname
if (!existsSync(CORPUS)) {
  console.log('corpus absent: ../shared/testdata/pdf-compress')
  process.exit(0)
}
const files = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.pdf'))
  .sort()
const work = mkdtempSync(join(tmpdir(), 'pdfo-bench-'))
const LEVELS: CompressionLevel[] = ['screen', 'ebook', 'printer', 'prepress']

function timed<T>(run: () => T): [T, number] {
  const start = performance.now()
  const value = run()
  return [value, (performance.now() - start) / 1000]
}
async function ours(input: Uint8Array, mode: 'lossless' | 'maxCompression', level?: CompressionLevel) {
  const start = performance.now()
  const result = await optimizePdf(input, resolveOptions({ mode, compressionLevel: level }))
  return { size: result.bytes.length, seconds: (performance.now() - start) / 1000 }
}
function peer(args: string[], tool: string, out: string) {
  const [, seconds] = timed(() => execFileSync(tool, args, { stdio: 'ignore' }))
  return { size: statSync(out).size, seconds }
}
const pct = (size: number, original: number) => `${((size / original) * 100).toFixed(1)}%`
const cell = (r: { size: number; seconds: number }, original: number) =>
  `${r.size} (${pct(r.size, original)}, ${r.seconds.toFixed(2)} s)`

const rows: string[] = []
rows.push('| file | original | mode | ours | peer | ours/peer |', '|---|---:|---|---:|---:|---:|')
for (const file of files) {
  const path = join(CORPUS, file)
  const input = new Uint8Array(readFileSync(path))
  const qOut = join(work, `q-${file}`)
  const q = peer(['--object-streams=generate', '--recompress-flate', '--compression-level=9', path, qOut], 'qpdf', qOut)
  const l = await ours(input, 'lossless')
  rows.push(
    `| ${file} | ${input.length} | lossless vs qpdf | ${cell(l, input.length)} | ${cell(q, input.length)} | ${(l.size / q.size).toFixed(3)} |`,
  )
  for (const level of LEVELS) {
    const gOut = join(work, `gs-${level}-${file}`)
    const gsArgs = [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-dSAFER',
      '-sDEVICE=pdfwrite',
      `-dPDFSETTINGS=/${level}`,
      `-sOutputFile=${gOut}`,
      path,
    ]
    const g = peer(gsArgs, 'gs', gOut)
    const m = await ours(input, 'maxCompression', level)
    rows.push(
      `| ${file} | ${input.length} | max ${level} vs gs | ${cell(m, input.length)} | ${cell(g, input.length)} | ${(m.size / g.size).toFixed(3)} |`,
    )
  }
}
rmSync(work, { recursive: true, force: true })
console.log(rows.join('\n'))

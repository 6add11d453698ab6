/**
 * Side-by-side benchmark on ../shared/testdata/pdf-compress: our lossless against qpdf
 * (--object-streams=generate --recompress-flate --compression-level=9) and our maxCompression at each
 * level against Ghostscript pdfwrite -dPDFSETTINGS=/<level>, both measured in the same run. Prints a
 * Markdown table (bytes, % of the original, seconds). maxCompression has a speed target, so each of its
 * rows times ours and gs alternately REPEATS times and shows the medians (a single run on a shared host
 * swings by tens of milliseconds); lossless vs qpdf has none and runs once.
 * Run: pnpm --filter @svc/pdf-optimize bench
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
const REPEATS = 3

interface Measured {
  size: number
  seconds: number
}

function timed<T>(run: () => T): [T, number] {
  const start = performance.now()
  const value = run()
  return [value, (performance.now() - start) / 1000]
}
async function ours(
  input: Uint8Array,
  mode: 'lossless' | 'maxCompression',
  level?: CompressionLevel,
): Promise<Measured> {
  const start = performance.now()
  const result = await optimizePdf(input, resolveOptions({ mode, compressionLevel: level }))
  return { size: result.bytes.length, seconds: (performance.now() - start) / 1000 }
}
function peer(args: string[], tool: string, out: string): Measured {
  const [, seconds] = timed(() => execFileSync(tool, args, { stdio: 'ignore' }))
  return { size: statSync(out).size, seconds }
}
/** Runs ours and the peer alternately `REPEATS` times; the median time of each (sizes are deterministic). */
async function alternating(runOurs: () => Promise<Measured>, runPeer: () => Measured) {
  const o: Measured[] = []
  const p: Measured[] = []
  for (let i = 0; i < REPEATS; i++) {
    o.push(await runOurs())
    p.push(runPeer())
  }
  return { ours: median(o), peer: median(p) }
}
function median(runs: Measured[]): Measured {
  const seconds = runs.map((r) => r.seconds).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!
  return { size: runs[0]!.size, seconds }
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
    const { ours: m, peer: g } = await alternating(
      () => ours(input, 'maxCompression', level),
      () => peer(gsArgs, 'gs', gOut),
    )
    rows.push(
      `| ${file} | ${input.length} | max ${level} vs gs | ${cell(m, input.length)} | ${cell(g, input.length)} | ${(m.size / g.size).toFixed(3)} |`,
    )
  }
}
rmSync(work, { recursive: true, force: true })
console.log(rows.join('\n'))

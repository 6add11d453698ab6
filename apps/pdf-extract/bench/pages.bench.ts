/**
 * Pages per second on a generated 100-page text PDF (each page: two prose lines, a ruled 16 x 4
 * table and a borderless 16 x 4 table), one core, in process. Baselines measured in the same run:
 * bare pdfjs `getTextContent` over the same pages (what any text-based extractor pays at least),
 * and pdfjs text + operator list (everything this engine reads from the PDF).
 * Run: pnpm --filter @svc/pdf-extract bench
 */
import { getDocument } from '../src/infra/pdfjs.js'
import { runExtraction } from '../src/infra/run-extraction.js'
import { tablePages } from '../test/fixtures/make-fixtures.js'

const PAGES = 100
const RUNS = 3
const pdf = await tablePages(PAGES)

async function pdfjsPass(withOperators: boolean): Promise<void> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p)
    if (withOperators) await page.getOperatorList()
    await page.getTextContent()
    page.cleanup()
  }
  await doc.destroy()
}

let tablesFound = 0
async function enginePass(strategy: 'auto' | 'lattice' | 'stream'): Promise<void> {
  const out = await runExtraction(pdf.slice(), {
    pages: 'all',
    strategy,
    mergeTablesAcrossPages: false,
    confidenceScores: false,
  })
  if (strategy === 'auto') tablesFound = out.tables.length
}

async function measure(fn: () => Promise<void>): Promise<number> {
  await fn() // warm-up
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint()
    await fn()
    times.push(Number(process.hrtime.bigint() - start) / 1e9)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] as number
}

const rows: [string, number][] = [
  ['baseline: pdfjs getTextContent only', await measure(() => pdfjsPass(false))],
  ['baseline: pdfjs getTextContent + getOperatorList', await measure(() => pdfjsPass(true))],
  ['pdf-extract strategy=auto (lattice + stream)', await measure(() => enginePass('auto'))],
  ['pdf-extract strategy=lattice', await measure(() => enginePass('lattice'))],
  ['pdf-extract strategy=stream', await measure(() => enginePass('stream'))],
]
console.log(
  `${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KB), one core, median of ${RUNS} runs; auto found ${tablesFound} tables\n`,
)
console.log('| run | seconds | pages/s |')
console.log('|---|---:|---:|')
for (const [label, seconds] of rows)
  console.log(`| ${label} | ${seconds.toFixed(2)} | ${(PAGES / seconds).toFixed(0)} |`)

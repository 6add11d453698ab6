/**
 * Pages per second on the scoring corpus (the pdf-tables set of the optional public test-data folder: 21 one-page extractions of
 * camelot's and tabula-java's test PDFs, each with the peer's strategy and hints), one request at a
 * time: in process on one thread, and over HTTP through the service (worker pool, multipart upload),
 * each cold (first pass after start) and warm (the better of two further passes). Where the time goes
 * is shown by two pdfjs-only passes over the same pages: getTextContent alone, and getTextContent +
 * getOperatorList (everything the engine reads from a PDF).
 * Run: pnpm --filter @svc/pdf-extract exec tsx bench/corpus.bench.ts (after `build`)
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { loadCases, TESTDATA } from '../scripts/scoring.js'
import { pdfExtract } from '../src/app.js'
import { runExtraction } from '../src/infra/run-extraction.js'

if (!existsSync(TESTDATA)) {
  console.error(`no testdata at ${TESTDATA}; nothing to measure`)
  process.exit(0)
}
const cases = loadCases().map((c) => {
  const query = new URLSearchParams({ pages: String(c.page), strategy: c.strategy })
  if (c.areaTopLeft) query.set('area', c.areaTopLeft.join(','))
  const columns = c.peerOptions?.columns
  if (Array.isArray(columns)) query.set('columns', String(columns[0]))
  return { ...c, bytes: readFileSync(join(TESTDATA, c.pdf)), query }
})
const PAGES = cases.length

async function pdfjsPass(withOperators: boolean): Promise<void> {
  for (const c of cases) {
    const doc = await getDocument({ data: new Uint8Array(c.bytes), verbosity: 0, maxImageSize: 0 }).promise
    const page = await doc.getPage(c.page)
    if (withOperators) await page.getOperatorList()
    await page.getTextContent()
    page.cleanup()
    await doc.destroy()
  }
}

async function inProcessPass(): Promise<void> {
  for (const c of cases) {
    const q = c.query
    await runExtraction(new Uint8Array(c.bytes), {
      pages: String(c.page),
      strategy: c.strategy,
      ...(q.has('area') ? { area: areaOf(q.get('area') as string) } : {}),
      ...(q.has('columns') ? { columns: (q.get('columns') as string).split(',').map(Number) } : {}),
      mergeTablesAcrossPages: false,
      confidenceScores: false,
    })
  }
}

function areaOf(text: string) {
  const [top, x0, bottom, x1] = text.split(',').map(Number) as [number, number, number, number]
  return { top, x0, bottom, x1 }
}

const { app } = await buildTestApp(pdfExtract)
const address = await app.listen({ port: 0, host: '127.0.0.1' })
async function httpPass(): Promise<void> {
  for (const c of cases) {
    const form = new FormData()
    form.set('file', new Blob([c.bytes], { type: 'application/pdf' }), c.pdf)
    const res = await fetch(`${address}/extract?${c.query}`, {
      method: 'POST',
      headers: { 'x-gateway-key': TEST_KEY },
      body: form,
    })
    if (res.status !== 200) throw new Error(`${c.id}: ${res.status} ${await res.text()}`)
    await res.arrayBuffer()
  }
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = performance.now()
  await fn()
  return (performance.now() - start) / 1000
}

async function coldAndWarm(fn: () => Promise<void>): Promise<[number, number]> {
  const cold = await timed(fn)
  const warm = Math.min(await timed(fn), await timed(fn))
  return [cold, warm]
}

const http = await coldAndWarm(httpPass)
const inProcess = await coldAndWarm(inProcessPass)
const text = await coldAndWarm(() => pdfjsPass(false))
const textOps = await coldAndWarm(() => pdfjsPass(true))
await app.close()

console.log(
  `${PAGES} extractions of one page each (${cases.filter((c) => c.strategy === 'stream').length} stream, ${cases.filter((c) => c.strategy === 'lattice').length} lattice), one at a time\n`,
)
console.log('| run | cold s | cold pages/s | warm s | warm pages/s |')
console.log('|---|---:|---:|---:|---:|')
for (const [label, [cold, warm]] of [
  ['pdf-extract over HTTP (multipart, worker pool)', http],
  ['pdf-extract in process, one thread', inProcess],
  ['pdfjs getTextContent only (same pages)', text],
  ['pdfjs getTextContent + getOperatorList', textOps],
] as const) {
  console.log(
    `| ${label} | ${cold.toFixed(2)} | ${(PAGES / cold).toFixed(1)} | ${warm.toFixed(2)} | ${(PAGES / warm).toFixed(1)} |`,
  )
}
console.log(
  `\npdfjs share of the warm in-process time: ${((100 * textOps[1]) / inProcess[1]).toFixed(0)} % (text alone ${((100 * text[1]) / inProcess[1]).toFixed(0)} %)`,
)

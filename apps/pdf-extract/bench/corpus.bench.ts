/**
 * Pages per second on the scoring corpus (the pdf-tables set of the optional public test-data folder: 21 one-page extractions of
 * camelot's and tabula-java's test PDFs, each with the peer's strategy and hints), one request at a
 * time: in process on one thread, and over HTTP through the service (worker pool, multipart upload),
 * each cold (first pass, 5 s after start-up) and warm (the better of two further passes), in wall seconds and
 * in pages per CPU-second of the whole process (what one core gives when nothing else runs on it:
 * wall time on a shared machine mostly measures the other processes). Where the time goes
 * is shown by two pdfjs-only passes over the same pages: getTextContent alone, and getTextContent +
 * getOperatorList (everything the engine reads from a PDF).
 * Run: pnpm --filter @svc/pdf-extract exec tsx bench/corpus.bench.ts (after `build`)
 */
import { existsSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import { loadCases, TESTDATA } from '../scripts/scoring.js'
import { pdfExtract } from '../src/app.js'
import { getDocument } from '../src/infra/pdfjs.js'
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
const PAUSE_MS = 5_000

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

const service = await buildTestApp(pdfExtract)
const servedAt = await service.app.listen({ port: 0, host: '127.0.0.1' })

function httpPass(address: string) {
  return async (): Promise<void> => {
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
}

/** Wall seconds and CPU seconds of the whole process (every thread: worker pool, server and client). */
interface Timing {
  wall: number
  cpu: number
}

async function timed(fn: () => Promise<void>): Promise<Timing> {
  const cpu = process.cpuUsage()
  const start = performance.now()
  await fn()
  const used = process.cpuUsage(cpu)
  return { wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 }
}

async function coldAndWarm(fn: () => Promise<void>): Promise<[Timing, Timing]> {
  const cold = await timed(fn)
  const a = await timed(fn)
  const b = await timed(fn)
  return [cold, a.cpu <= b.cpu ? a : b]
}

// The server and the HTTP client answer a probe first (their own start-up is not the extraction's),
// and the first pass starts 5 s after start-up, as a first request after a deployment would.
await (await fetch(`${servedAt}/health`)).arrayBuffer()
await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
const http = await coldAndWarm(httpPass(servedAt))
const inProcess = await coldAndWarm(inProcessPass)
const text = await coldAndWarm(() => pdfjsPass(false))
const textOps = await coldAndWarm(() => pdfjsPass(true))
await service.app.close()

const load = loadavg()
console.log(
  `${PAGES} extractions of one page each (${cases.filter((c) => c.strategy === 'stream').length} stream, ${cases.filter((c) => c.strategy === 'lattice').length} lattice), one at a time; load average ${load[0]?.toFixed(1)} on ${availableParallelism()} cores at the end\n`,
)
console.log('| run | cold s | cold pages/s | cold pages per CPU-s | warm s | warm pages/s | warm pages per CPU-s |')
console.log('|---|---:|---:|---:|---:|---:|---:|')
const rate = (t: number) => (PAGES / t).toFixed(1)
for (const [label, [cold, warm]] of [
  ['pdf-extract over HTTP (multipart, worker pool)', http],
  ['pdf-extract in process, one thread', inProcess],
  ['baseline: pdfjs getTextContent only (same pages)', text],
  ['baseline: pdfjs getTextContent + getOperatorList', textOps],
] as const) {
  console.log(
    `| ${label} | ${cold.wall.toFixed(2)} | ${rate(cold.wall)} | ${rate(cold.cpu)} | ${warm.wall.toFixed(2)} | ${rate(warm.wall)} | ${rate(warm.cpu)} |`,
  )
}
console.log(
  `\npdfjs share of the warm in-process CPU time: ${((100 * textOps[1].cpu) / inProcess[1].cpu).toFixed(0)} % (text alone ${((100 * text[1].cpu) / inProcess[1].cpu).toFixed(0)} %)`,
)

/**
 * End-to-end HTTP throughput of POST /convert against a bare Fastify echo of the same body, in the
 * same process and run: a 20 KB article, a 200 KB page (converted on the event loop) and a 1 MB
 * page (converted in the worker pool). Run: pnpm --filter @svc/html-converter bench
 */
import { readFileSync } from 'node:fs'
import { formatRate, load, markdownTable, ratio, startEcho, startService } from '@svc/bench'
import { htmlConverter } from '../src/app.js'

const pages = new URL('../../../packages/html-markdown/test/fixtures/pages/', import.meta.url)
const article = readFileSync(new URL('01-article-with-figure.html', pages), 'utf8')
const body = (html: string) => html.slice(html.indexOf('<body'), html.lastIndexOf('</body>'))

/** An article body repeated to about `bytes`, inside one document. */
function pageOf(bytes: number): string {
  const unit = body(article)
  return `<html lang="en"><head><title>Bench</title></head>${unit.repeat(Math.max(1, Math.round(bytes / unit.length)))}</html>`
}

const echo = await startEcho(htmlConverter.bodyLimit)
const service = await startService(htmlConverter)
const rows: string[][] = []
for (const [label, bytes, seconds] of [
  ['20 KB', 20_000, 5],
  ['200 KB', 200_000, 5],
  ['1 MB (worker pool)', 1_000_000, 8],
] as const) {
  const payload = JSON.stringify({ html: pageOf(bytes), mode: 'readable' })
  const options = { path: '/convert', body: payload, durationSeconds: seconds, connections: 4 }
  const base = await load(echo.url, options)
  const ours = await load(service.url, options)
  if (ours.non2xx > 0) throw new Error(`html-converter answered ${ours.non2xx} non-2xx responses`)
  rows.push([
    label,
    formatRate(base.requestsPerSecond),
    formatRate(ours.requestsPerSecond),
    ratio(ours.requestsPerSecond, base.requestsPerSecond),
    `${ours.latencyP50Ms} / ${ours.latencyP99Ms}`,
  ])
}
await echo.app.close()
await service.app.close()
console.log(
  markdownTable(
    ['page', 'Fastify echo req/s', 'html-converter req/s', 'converter / echo', 'converter p50 / p99 ms'],
    rows,
  ),
)

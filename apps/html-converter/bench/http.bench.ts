/**
 * End-to-end HTTP throughput of POST /convert against a bare Fastify echo of the same body, in the
 * same process and run: a 20 KB article, a 200 KB page (converted on the event loop) and a 1 MB
 * page (converted in the worker pool). Run: pnpm --filter @svc/html-converter bench
 */
import { readFileSync } from 'node:fs'
import { compareWithEcho, echoTable } from '@svc/bench'
import { htmlConverter } from '../src/app.js'

const pages = new URL('../../../packages/html-markdown/test/fixtures/pages/', import.meta.url)
const article = readFileSync(new URL('01-article-with-figure.html', pages), 'utf8')
const body = (html: string) => html.slice(html.indexOf('<body'), html.lastIndexOf('</body>'))

/** An article body repeated to about `bytes`, inside one document. */
function pageOf(bytes: number): string {
  const unit = body(article)
  return `<html lang="en"><head><title>Bench</title></head>${unit.repeat(Math.max(1, Math.round(bytes / unit.length)))}</html>`
}

const convert = (html: string) => JSON.stringify({ html, mode: 'readable' })
const rows = await compareWithEcho(htmlConverter, [
  { label: '20 KB', path: '/convert', body: convert(pageOf(20_000)), durationSeconds: 5, connections: 4 },
  { label: '200 KB', path: '/convert', body: convert(pageOf(200_000)), durationSeconds: 5, connections: 4 },
  {
    label: '1 MB (worker pool)',
    path: '/convert',
    body: convert(pageOf(1_000_000)),
    durationSeconds: 8,
    connections: 4,
  },
])
console.log(echoTable('html-converter', 'page', rows))

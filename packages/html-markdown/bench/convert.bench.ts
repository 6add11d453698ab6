/**
 * Throughput of htmlToMarkdown (all cleaning, readable mode) against bare turndown + GFM on the same
 * page, in-process, 1 MB and 20 MB, plus a 25 MB page converted three times, each timed on its own.
 * Runs are short (a few iterations) because the machine has two shared cores. Run:
 * pnpm --filter @svc/html-markdown bench, and pinned to one core: taskset -c 1 pnpm --filter @svc/html-markdown bench
 */
import { readFileSync } from 'node:fs'
import { gfm } from '@joplin/turndown-plugin-gfm'
import TurndownService from 'turndown'
import { htmlToMarkdown } from '../src/index.js'

const fixtures = new URL('../test/fixtures/pages/', import.meta.url)
const blocks = [
  '01-article-with-figure',
  '02-docs-with-code',
  '03-table-heavy',
  '05-tracking-and-ads',
  '12-forum-thread',
]
  .map((name) => readFileSync(new URL(`${name}.html`, fixtures), 'utf8'))
  .map((html) => /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html)
  .join('\n')

function pageOf(bytes: number): string {
  const parts = ['<!doctype html><html lang="en"><head><title>Bench</title></head><body>']
  let size = parts[0]?.length ?? 0
  for (let i = 0; size < bytes; i++) {
    const part = `<section id="s${i}">${blocks}</section>`
    parts.push(part)
    size += part.length
  }
  return `${parts.join('')}</body></html>`
}

const bare = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' }).use(gfm)

function seconds(run: () => unknown, iterations: number): number {
  run()
  const started = process.hrtime.bigint()
  for (let i = 0; i < iterations; i++) run()
  return Number(process.hrtime.bigint() - started) / 1e9 / iterations
}

// The 25 MB target first, while the heap is fresh (bare turndown's 20 MB run leaves a large one):
// three conversions of one page, each timed on its own.
const big = pageOf(25_000_000)
const times: number[] = []
for (let i = 0; i < 3; i++) {
  const started = process.hrtime.bigint()
  htmlToMarkdown(big)
  times.push(Number(process.hrtime.bigint() - started) / 1e9)
}
times.sort((a, b) => a - b)
const [fastest, median, slowest] = times.map((time) => time.toFixed(1))
const bigRow = `| 25 MB, one conversion | — | ${fastest} / ${median} / ${slowest} s (min / median / max of 3) | — |`

const rows: string[] = [
  '| page | bare turndown + GFM | htmlToMarkdown (readable) | ratio |',
  '| --- | ---: | ---: | ---: |',
]
for (const [label, bytes, iterations] of [
  ['1 MB', 1_000_000, 5],
  ['20 MB', 20_000_000, 1],
] as const) {
  const html = pageOf(bytes)
  const mb = html.length / 1e6
  const base = mb / seconds(() => bare.turndown(html), iterations)
  const ours = mb / seconds(() => htmlToMarkdown(html), iterations)
  rows.push(`| ${label} | ${base.toFixed(2)} MB/s | ${ours.toFixed(2)} MB/s | ${((ours / base) * 100).toFixed(0)}% |`)
}
rows.push(bigRow)
process.stdout.write(`${rows.join('\n')}\n`)

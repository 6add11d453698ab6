/**
 * In-process comparisons of 1,000 products (target < 50 ms per request on one core), against two
 * baselines measured in the same run: JSON.parse + JSON.stringify of the same body (the least any
 * JSON service does with it) and a bare sort of the products by price; then the whole request through
 * Fastify's inject (parsing, auth, validation, compare, serialization). Short runs: the host is shared.
 * Run: pnpm --filter @svc/retail bench
 */
import { markdownTable, ratio } from '@svc/bench'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import { Bench } from 'tinybench'
import { retail } from '../src/app.js'
import { compareProducts } from '../src/domain/compare-products.js'
import type { CompareProduct } from '../src/domain/compare-types.js'
import { inlineRunner } from '../src/infra/retail-runner.js'
import { compareProducts as makeProducts } from './inputs.js'

const products = makeProducts(1000) as CompareProduct[]
const text = JSON.stringify({ products })
const bench = new Bench({ time: 2_000, iterations: 30 })
bench
  .add('baseline: JSON.parse + JSON.stringify', () => {
    if (JSON.stringify(JSON.parse(text)).length !== text.length) throw new Error('round trip changed the body')
  })
  .add('baseline: sort by price', () => {
    const sorted = [...products].sort((a, b) => (a.price?.amount ?? 0) - (b.price?.amount ?? 0))
    if (sorted.length !== 1000) throw new Error('lost products')
  })
for (const intent of ['cheapest', 'best_reviewed', 'in_stock_only', 'exclude_third_party'] as const) {
  bench.add(`compare (${intent})`, () => {
    const r = compareProducts({ products, queryIntent: intent })
    if (r.reviewComparison.products.length !== 1000) throw new Error('expected 1000 reviews')
  })
}
// The whole request without the network: JSON parsing, auth, zod validation, compare, serialization.
const { app } = await buildTestApp(retail, { deps: { run: inlineRunner } })
const body = JSON.stringify({ products, queryIntent: 'cheapest' })
const headers = { 'content-type': 'application/json', 'x-gateway-key': TEST_KEY }
bench.add('POST /compare (cheapest) via app.inject', async () => {
  const res = await app.inject({ method: 'POST', url: '/compare', payload: body, headers })
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`)
})
await bench.run()
await app.close()
const ms = (i: number) => {
  const r = bench.tasks[i]?.result
  return r?.state === 'completed' ? r.latency.mean : Number.NaN
}
console.log(
  markdownTable(
    [
      `1,000 products (${(text.length / 1000).toFixed(0)} KB)`,
      'mean ms / request (1 core)',
      'p99 ms',
      'vs JSON round trip',
    ],
    bench.tasks.map((task, i) => {
      const r = task.result
      const p99 = r?.state === 'completed' ? r.latency.p99.toFixed(2) : '-'
      return [task.name, ms(i).toFixed(2), p99, ratio(1 / ms(i), 1 / ms(0))]
    }),
  ),
)

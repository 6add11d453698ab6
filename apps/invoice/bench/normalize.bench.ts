/**
 * In-process invoices per second for a 200-line Stripe invoice: detection + normalization + totals
 * check, against a baseline measured in the same run (JSON.parse + JSON.stringify of the same
 * payload: the least any JSON service does with it). Short runs: the host's 2 cores are shared.
 * Run: pnpm --filter @svc/invoice bench
 */
import { formatRate, markdownTable, ratio } from '@svc/bench'
import { Bench } from 'tinybench'
import { normalizeInvoice } from '../src/domain/normalize-invoice.js'
import { stripeInvoiceWithLines } from './inputs.js'

const payload = stripeInvoiceWithLines(200)
const text = JSON.stringify(payload)
const bench = new Bench({ time: 2_000, iterations: 50 })
bench
  .add('baseline: JSON.parse + JSON.stringify', () => {
    if (JSON.stringify(JSON.parse(text)).length !== text.length) throw new Error('round trip changed the payload')
  })
  .add('normalizeInvoice (detected)', () => {
    if (normalizeInvoice({ payload }).lineItems.length !== 200) throw new Error('expected 200 lines')
  })
  .add('normalizeInvoice (source: stripe)', () => {
    if (normalizeInvoice({ payload, source: 'stripe' }).lineItems.length !== 200) throw new Error('expected 200 lines')
  })
await bench.run()
const rate = (i: number) => {
  const r = bench.tasks[i]?.result
  return r?.state === 'completed' ? r.throughput.mean : 0
}
console.log(
  markdownTable(
    [`200-line invoice (${(text.length / 1000).toFixed(1)} KB)`, 'invoices/s (1 core)', 'vs baseline'],
    bench.tasks.map((task, i) => [task.name, formatRate(rate(i)), ratio(rate(i), rate(0))]),
  ),
)

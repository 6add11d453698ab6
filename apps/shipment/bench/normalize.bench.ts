/**
 * In-process shipments per second for a batch of 1,000 inputs of 30 events each (UPS, FedEx, USPS,
 * DHL, DHL eCommerce and heuristic payloads in turn), against a baseline measured in the same run:
 * JSON.parse + JSON.stringify of the same batch body (the least any JSON service does with it).
 * One thread (= one core). Short runs: the host's 2 cores are shared by other agents.
 * Run: pnpm --filter @svc/shipment bench
 */
import { formatRate, markdownTable, ratio } from '@svc/bench'
import { Bench } from 'tinybench'
import { normalizeElements } from '../src/domain/normalize-batch.js'
import { shipmentInputs } from './inputs.js'

const INPUTS = 1_000
const EVENTS = 30
const inputs = shipmentInputs(INPUTS, EVENTS)
const text = JSON.stringify({ inputs })
const elements = inputs.map((value) => ({ ok: true as const, value }))
const undeclared = inputs.map(({ trackingNumber, payload }) => ({
  ok: true as const,
  value: { trackingNumber, payload },
}))
const bare = inputs.map(({ trackingNumber }) => ({ ok: true as const, value: { trackingNumber } }))

const bench = new Bench({ time: 3_000, iterations: 5 })
bench
  .add('baseline: JSON.parse + JSON.stringify of the batch', () => {
    if (JSON.stringify(JSON.parse(text)).length !== text.length) throw new Error('round trip changed the body')
  })
  .add('normalize (carrier declared)', () => {
    const reply = normalizeElements(elements)
    if (reply.metadata.normalizedCount !== INPUTS || (reply.shipments[0]?.events.length ?? 0) < 20)
      throw new Error('bad reply')
  })
  .add('normalize (carrier detected from the payload)', () => {
    if (normalizeElements(undeclared).metadata.normalizedCount !== INPUTS) throw new Error('bad reply')
  })
  .add('tracking numbers only (no payload)', () => {
    if (normalizeElements(bare).metadata.normalizedCount !== INPUTS) throw new Error('bad reply')
  })
await bench.run()
const batchesPerSecond = (i: number) => {
  const r = bench.tasks[i]?.result
  return r?.state === 'completed' ? r.throughput.mean : 0
}
console.log(
  markdownTable(
    [
      `${INPUTS} inputs × ${EVENTS} events (${(text.length / 1e6).toFixed(1)} MB)`,
      'shipments/s (1 core)',
      'batch ms',
      'vs baseline',
    ],
    bench.tasks.map((task, i) => [
      task.name,
      formatRate(batchesPerSecond(i) * INPUTS),
      (1000 / batchesPerSecond(i)).toFixed(1),
      ratio(batchesPerSecond(i), batchesPerSecond(0)),
    ]),
  ),
)

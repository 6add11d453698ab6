/**
 * In-process jobs per second for 1,000 postings (all 16 readers, ~3 KB HTML description each):
 * detection + sanitizing + text + salary + places, against baselines measured in the same run
 * (JSON.parse + JSON.stringify of the same 1,000 postings; sanitize-html alone on the 1,000
 * descriptions). One core; short runs, because the host's 2 cores are shared.
 * Run: pnpm --filter @svc/jobs bench
 */
import { formatRate, markdownTable, ratio } from '@svc/bench'
import sanitizeHtml from 'sanitize-html'
import { Bench } from 'tinybench'
import { normalizeJobs } from '../src/domain/normalize-jobs.js'
import { postings } from './inputs.js'

const N = 1000
const payload = postings(N)
const text = JSON.stringify(payload)
const descriptions = payload.map((p) => JSON.stringify(p).length)
const sample = normalizeJobs({ payload })
if (sample.jobs.length !== N)
  throw new Error(`expected ${N} jobs, got ${sample.jobs.length}: ${JSON.stringify(sample.errors[0])}`)
const bodies = sample.jobs.map((j) => j.descriptionHtml ?? '')

const bench = new Bench({ time: 3_000, iterations: 5 })
bench
  .add('baseline: JSON.parse + JSON.stringify of the 1,000 postings', () => {
    if (JSON.stringify(JSON.parse(text)).length !== text.length) throw new Error('round trip changed the payload')
  })
  .add('baseline: sanitize-html alone on the 1,000 descriptions', () => {
    for (const b of bodies) sanitizeHtml(b)
  })
  .add('normalizeJobs, platform inferred', () => {
    if (normalizeJobs({ payload }).jobs.length !== N) throw new Error('lost jobs')
  })
  .add('normalizeJobs, includeJsonLd', () => {
    if (normalizeJobs({ payload, includeJsonLd: true }).jobs.length !== N) throw new Error('lost jobs')
  })
await bench.run()
const jobsPerSecond = (i: number) => {
  const r = bench.tasks[i]?.result
  return r?.state === 'completed' ? r.throughput.mean * N : 0
}
console.log(
  markdownTable(
    [
      `${N} postings (${(text.length / 1e6).toFixed(2)} MB, avg ${Math.round(descriptions.reduce((a, b) => a + b, 0) / N)} B each)`,
      'jobs/s (1 core)',
      'vs JSON baseline',
    ],
    bench.tasks.map((task, i) => [task.name, formatRate(jobsPerSecond(i)), ratio(jobsPerSecond(i), jobsPerSecond(0))]),
  ),
)

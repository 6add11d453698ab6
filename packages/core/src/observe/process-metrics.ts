/**
 * Process-wide metrics, one registry per process whatever the number of hosts in it: prom-client's
 * default metrics (CPU, RSS, heap, event-loop lag, GC, handles), event-loop utilisation, and the
 * worker pools' queue depth, wait time and task duration. Created on first use only.
 */
import { performance } from 'node:perf_hooks'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** What a pool shows at scrape time (the pool registers itself while open). */
export interface PoolProbe {
  readonly name: string
  queueDepth(): number
  threads(): number
  /** The pool's record of queue wait, milliseconds (undefined before the first task). */
  waitSummary(): { p50: number; p90: number; p99: number; max: number } | undefined
}

let registry: Registry | undefined
const pools = new Set<PoolProbe>()
let poolMetrics: { task: Histogram<'pool' | 'outcome'> } | undefined

export function processRegistry(): Registry {
  if (registry) return registry
  const created = new Registry()
  collectDefaultMetrics({ register: created })
  let last = performance.eventLoopUtilization()
  new Gauge({
    name: 'nodejs_eventloop_utilization_ratio',
    help: 'Share of time the event loop was busy since the previous scrape (0 to 1).',
    registers: [created],
    collect() {
      const now = performance.eventLoopUtilization()
      this.set(performance.eventLoopUtilization(now, last).utilization)
      last = now
    },
  })
  new Gauge({
    name: 'worker_pool_queue_depth',
    help: 'Tasks waiting for a free worker thread, by pool.',
    labelNames: ['pool'],
    registers: [created],
    collect() {
      this.reset()
      for (const pool of pools) this.inc({ pool: pool.name }, pool.queueDepth())
    },
  })
  new Gauge({
    name: 'worker_pool_threads',
    help: 'Worker threads alive, by pool.',
    labelNames: ['pool'],
    registers: [created],
    collect() {
      this.reset()
      for (const pool of pools) this.inc({ pool: pool.name }, pool.threads())
    },
  })
  new Gauge({
    name: 'worker_pool_wait_seconds',
    help: 'Time tasks waited in the queue before a worker took them (since the pool started), by pool and quantile.',
    labelNames: ['pool', 'quantile'],
    registers: [created],
    collect() {
      this.reset()
      for (const pool of pools) {
        const summary = pool.waitSummary()
        if (!summary) continue
        for (const [quantile, ms] of [
          ['0.5', summary.p50],
          ['0.9', summary.p90],
          ['0.99', summary.p99],
          ['1', summary.max],
        ] as const) {
          if (Number.isFinite(ms)) this.set({ pool: pool.name, quantile }, ms / 1000)
        }
      }
    },
  })
  registry = created
  return created
}

/** The task-duration histogram (submit to settle, queue wait included), created with the registry. */
export function poolTaskHistogram(): Histogram<'pool' | 'outcome'> {
  if (!poolMetrics) {
    poolMetrics = {
      task: new Histogram({
        name: 'worker_pool_task_duration_seconds',
        help: 'Worker-pool tasks from submission to result (queue wait included), by pool and outcome (ok, error, timeout, overloaded).',
        labelNames: ['pool', 'outcome'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
        registers: [processRegistry()],
      }),
    }
  }
  return poolMetrics.task
}

export function trackPool(pool: PoolProbe): () => void {
  processRegistry()
  pools.add(pool)
  return () => pools.delete(pool)
}

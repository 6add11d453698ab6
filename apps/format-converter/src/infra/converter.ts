/**
 * Where conversions run (CONTRACT "Heavy work"): inputs under `inlineBelowBytes` on the event loop
 * (a worker hop costs more than the work), larger ones and every PDF in core's worker pool, stopped at `timeoutMs`
 * with 504 PROCESSING_TIMEOUT (503 OVERLOADED when the queue is full). Conversions the fast path takes
 * (engine/plan-fast-path.ts) run it in both places; a pooled one streams its output (port-stream.ts).
 */
import type { Readable } from 'node:stream'
import { MessageChannel } from 'node:worker_threads'
import { createWorkerPool, type WorkerPool } from '@svc/core'
import { outputBudget } from '../domain/limits.js'
import { type ConversionJob, type ConversionResult, convert } from '../engine/convert.js'
import { type FastPlan, planFastPath } from '../engine/plan-fast-path.js'
import { ByteSink } from '../fast-path/byte-sink.js'
import { runFast } from '../fast-path/run-fast.js'
import type { Output } from '../formats/format.js'
import { createFlowControl } from './chunk-flow.js'
import type { WorkerOutput, WorkerTask } from './convert-worker.js'
import { PortStream } from './port-stream.js'
import { convertWorkerPath } from './worker-path.js'

export interface ConverterResult extends Omit<ConversionResult, 'body'> {
  body: Output | Readable
}

export interface Converter {
  /** A job run in a worker takes its input's ArrayBuffer with it when it owns all of it (transfer, not copy). */
  convert(job: ConversionJob, sizeHint: number): Promise<ConverterResult>
  close(): Promise<void>
}

export interface ConverterOptions {
  timeoutMs?: number
  inlineBelowBytes?: number
  maxThreads?: number
}

export const CONVERSION_TIMEOUT_MS = 60_000
/**
 * Inputs under 1 KB convert on the event loop: the worst reader measured at 1 KB takes 21 ms of CPU
 * (YAML, one anchor named 100 times; XML 399 levels deep 14 ms), the writers outside ALWAYS_POOLED at
 * most 10 ms (load average 12-17 on 2 cores, CPU time of the best of 3 runs). Readers are not linear
 * enough for more: at 4 KB a YAML stream of anchors and aliases takes 62-76 ms and an SQL INSERT of
 * 500 rows 88 ms; at 256 KB a YAML block mapping of 30,000 keys took 19 s of wall time (load average 9-18).
 */
export const INLINE_BELOW_BYTES = 1024
/**
 * Outputs whose cost does not follow the input size: always in a worker. A 250 KB CSV is a 16 s,
 * 345-page PDF; 2 KB of JSON arrays 300 deep take 0.9 s of CPU as XML, 77 ms as a workbook, 38 ms as HTML.
 */
const ALWAYS_POOLED = new Set(['pdf', 'xml', 'excel', 'html'])
/** Chunk size of fast output produced on the event loop (small inputs). */
const INLINE_CHUNK = 64 * 1024

export function pooledConverter(options: ConverterOptions = {}): Converter {
  const inlineBelow = options.inlineBelowBytes ?? INLINE_BELOW_BYTES
  const pool = createWorkerPool({
    filename: convertWorkerPath,
    timeoutMs: options.timeoutMs ?? CONVERSION_TIMEOUT_MS,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  return {
    async convert(job, sizeHint) {
      const plan = planFastPath(job)
      // A chunked upload announces no length: its bytes say how large it is.
      const size = 'bytes' in job.input ? Math.max(sizeHint, job.input.bytes.byteLength) : sizeHint
      const budgeted = { ...job, outputBudget: job.outputBudget ?? outputBudget(size) }
      if (size < inlineBelow && !ALWAYS_POOLED.has(job.to))
        return (plan && fastInline(plan, budgeted)) ?? convert(budgeted)
      return pooled(pool, budgeted, plan)
    },
    close: () => pool.close(),
  }
}

function fastInline(plan: FastPlan, job: ConversionJob): ConverterResult | undefined {
  if (!('bytes' in job.input)) return undefined
  const sink = new ByteSink({ chunkBytes: INLINE_CHUNK })
  if (!runFast(plan.fast, job.input.bytes, sink, job.outputBudget)) return undefined
  const chunks = sink.finish()
  return { body: chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks), ...output(plan) }
}

async function pooled(pool: WorkerPool, job: ConversionJob, plan: FastPlan | undefined): Promise<ConverterResult> {
  const input = movable(job)
  if (!plan || !('bytes' in job.input)) {
    return general(await pool.run<WorkerOutput>({ job } satisfies WorkerTask, { transferList: input }))
  }
  const { port1, port2 } = new MessageChannel()
  const control = createFlowControl()
  const stream = new PortStream(port1, control)
  const transferList = [port2, ...input] as unknown as ArrayBuffer[]
  const task: WorkerTask = { job, fast: { job: plan.fast, port: port2, control } }
  const running = pool.run<WorkerOutput>(task, { transferList })
  try {
    const first = await Promise.race([running, stream.started.then(() => undefined)])
    if (first === undefined || 'streamed' in first) {
      running.then(
        () => {},
        (error: Error) => stream.destroy(error),
      )
      await stream.started
      return { body: stream, ...output(plan) }
    }
    stream.destroy()
    return general(first)
  } catch (error) {
    stream.destroy()
    throw error
  }
}

function general(output: WorkerOutput): ConversionResult {
  if ('streamed' in output) throw new Error('a general conversion cannot stream')
  return output
}

function output(plan: FastPlan) {
  return { contentType: plan.contentType, extension: plan.extension }
}

/** The body's ArrayBuffer when it moves to the worker by transfer: when the body owns all of it (read-body.ts). */
function movable(job: ConversionJob): ArrayBuffer[] {
  if (!('bytes' in job.input)) return []
  const { buffer, byteOffset, byteLength } = job.input.bytes
  return buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength ? [buffer] : []
}

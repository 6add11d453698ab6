/**
 * Worker-thread entry: runs one conversion, wrapped in core's `poolTask` (an AppError crosses the
 * thread boundary as data and the pool's `run` throws it again with its code and members).
 * A fast job streams its output over `port` (chunk-flow.ts) and loads nothing of the general engine;
 * the general engine (every format's library) is imported the first time a job needs it.
 */
import type { MessagePort } from 'node:worker_threads'
import { poolTask } from '@svc/core/worker'
import type { ConversionJob, ConversionResult } from '../engine/convert.js'
import { ByteSink } from '../fast-path/byte-sink.js'
import type { FastJob } from '../fast-path/fast-job.js'
import { runFast } from '../fast-path/run-fast.js'
import { endStream, workerChunks } from './chunk-flow.js'

export interface WorkerTask {
  job: ConversionJob
  fast?: { job: FastJob; port: MessagePort; control: Int32Array }
}

/** A general conversion's result, or `streamed` when a fast job sent its output over the port. */
export type WorkerOutput = ConversionResult | { streamed: true }

async function runJob(task: WorkerTask): Promise<WorkerOutput> {
  const { job, fast } = task
  if (fast && 'bytes' in job.input) {
    try {
      const sink = new ByteSink(workerChunks(fast.port, fast.control))
      if (runFast(fast.job, job.input.bytes, sink, job.outputBudget)) {
        sink.finish()
        endStream(fast.port, job.input.bytes)
        return { streamed: true }
      }
    } finally {
      // Posted messages still arrive; chunks sent back for reuse after this are dropped, not queued
      // on a port nobody reads (which kept them alive).
      fast.port.close()
    }
  }
  const { convert } = await import('../engine/convert.js')
  const result = await convert(job)
  // UTF-8 bytes cross the thread boundary at half the size of a two-byte string, and are sent as is.
  const body = typeof result.body === 'string' ? Buffer.from(result.body) : result.body
  return { ...result, body }
}

export default poolTask(runJob)

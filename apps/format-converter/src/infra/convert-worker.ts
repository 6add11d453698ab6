/**
 * Worker-thread entry: runs one conversion; AppErrors cross the thread boundary as plain data.
 * A fast job streams its output over `port` (chunk-flow.ts) and loads nothing of the general engine;
 * the general engine (every format's library) is imported the first time a job needs it.
 */
import type { MessagePort } from 'node:worker_threads'
import { isAppError } from '@svc/core/errors'
import type { ConversionJob, ConversionResult } from '../engine/convert.js'
import { ByteSink } from '../fast-path/byte-sink.js'
import type { FastJob } from '../fast-path/fast-job.js'
import { runFast } from '../fast-path/run-fast.js'
import { endStream, workerChunks } from './chunk-flow.js'

export interface WorkerTask {
  job: ConversionJob
  fast?: { job: FastJob; port: MessagePort; control: Int32Array }
}

export type WorkerOutcome =
  | { ok: true; result: ConversionResult }
  | { ok: true; streamed: true }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export default async function runJob(task: WorkerTask): Promise<WorkerOutcome> {
  const { job, fast } = task
  if (fast && 'bytes' in job.input) {
    try {
      const sink = new ByteSink(workerChunks(fast.port, fast.control))
      if (runFast(fast.job, job.input.bytes, sink)) {
        sink.finish()
        endStream(fast.port, job.input.bytes)
        return { ok: true, streamed: true }
      }
    } finally {
      // Posted messages still arrive; chunks sent back for reuse after this are dropped, not queued
      // on a port nobody reads (which kept them alive).
      fast.port.close()
    }
  }
  try {
    const { convert } = await import('../engine/convert.js')
    const result = await convert(job)
    // UTF-8 bytes cross the thread boundary at half the size of a two-byte string, and are sent as is.
    const body = typeof result.body === 'string' ? Buffer.from(result.body) : result.body
    return { ok: true, result: { ...result, body } }
  } catch (error) {
    if (isAppError(error)) return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
    throw error
  }
}

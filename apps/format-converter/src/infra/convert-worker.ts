/** Worker-thread entry: runs one conversion; AppErrors cross the thread boundary as plain data. */
import { isAppError } from '@svc/core/errors'
import { type ConversionJob, type ConversionResult, convert } from '../engine/convert.js'

export type WorkerOutcome =
  | { ok: true; result: ConversionResult }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export default async function runJob(job: ConversionJob): Promise<WorkerOutcome> {
  try {
    const result = await convert(job)
    // UTF-8 bytes cross the thread boundary at half the size of a two-byte string, and are sent as is.
    const body = typeof result.body === 'string' ? Buffer.from(result.body) : result.body
    return { ok: true, result: { ...result, body } }
  } catch (error) {
    if (isAppError(error)) return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
    throw error
  }
}

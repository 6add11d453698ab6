/** Worker-thread entry: runs one conversion; AppErrors cross the thread boundary as plain data. */
import { isAppError } from '@svc/core/errors'
import { type ConversionJob, type ConversionResult, convert } from '../engine/convert.js'

export type WorkerOutcome =
  | { ok: true; result: ConversionResult }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export default async function runJob(job: ConversionJob): Promise<WorkerOutcome> {
  try {
    return { ok: true, result: await convert(job) }
  } catch (error) {
    if (isAppError(error)) return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
    throw error
  }
}

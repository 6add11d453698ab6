/**
 * The Piscina worker: one request per task, so that a 25 MB batch runs off the event loop and can be
 * stopped at its time limit. AppErrors travel back as data (they do not cross threads as a class).
 */
import { isAppError } from '@svc/core/errors'
import { type JobsReply, type JobsRequest, normalizeJobs } from '../domain/normalize-jobs.js'

export type NormalizeOutcome =
  | { ok: true; reply: JobsReply }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export default function normalizeTask(task: JobsRequest): NormalizeOutcome {
  try {
    return { ok: true, reply: normalizeJobs(task) }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
  }
}

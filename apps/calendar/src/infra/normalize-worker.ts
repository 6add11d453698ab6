/**
 * The Piscina worker: one normalization per task (a 25 MB .ics or a large batch runs off the event
 * loop and stops at its time limit). AppErrors travel back as data and are rebuilt by the caller.
 */
import { isAppError } from '@svc/core/errors'
import { type CheckedInput, type IcalTask, normalizeEvents, normalizeIcalTask } from '../domain/normalize-events.js'

export type WorkerTask = { kind: 'events'; checked: CheckedInput[] } | { kind: 'ical'; task: IcalTask }
export type WorkerOutcome =
  | { ok: true; value: unknown }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export default function normalizeTask(task: WorkerTask): WorkerOutcome {
  try {
    return { ok: true, value: task.kind === 'events' ? normalizeEvents(task.checked) : normalizeIcalTask(task.task) }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
  }
}

/**
 * The Piscina worker: one normalization per task (a 25 MB .ics or a large batch runs off the event
 * loop and stops at its time limit). AppErrors travel back as data and are rebuilt by the caller.
 */
import { poolTask } from '@svc/core/worker'
import { type CheckedInput, type IcalTask, normalizeEvents, normalizeIcalTask } from '../domain/normalize-events.js'

export type WorkerTask = { kind: 'events'; checked: CheckedInput[] } | { kind: 'ical'; task: IcalTask }

export default poolTask((task: WorkerTask) =>
  task.kind === 'events' ? normalizeEvents(task.checked) : normalizeIcalTask(task.task),
)

/**
 * The Piscina worker: one normalization per task, so that a large body runs off the event loop and can
 * be stopped at its time limit; `poolTask` carries an AppError back to the caller as data.
 */
import { poolTask } from '@svc/core/worker'
import { normalizeElements } from '../domain/normalize-batch.js'

export default poolTask(normalizeElements)

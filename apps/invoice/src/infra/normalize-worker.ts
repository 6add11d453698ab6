/**
 * The Piscina worker: one normalization per task, so that a large body runs off the event loop and can
 * be stopped at its time limit; `poolTask` carries an AppError back to the caller as data.
 */
import { poolTask } from '@svc/core/worker'
import { runInvoiceTask } from './invoice-normalizer.js'

export default poolTask(runInvoiceTask)

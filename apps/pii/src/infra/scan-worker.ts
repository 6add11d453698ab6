/**
 * The Piscina worker of the PII scanner: one scan per task, off the service's event loop, stopped
 * at the processing limit by the pool. Domain errors cannot happen here (the request is validated
 * before), so the outcome is returned as is.
 */
import { type ScanOptions, type ScanOutcome, scanPayload } from '../domain/scan-payload.js'

export interface ScanTask {
  payload: unknown
  options: ScanOptions
}

export default function scanTask(task: ScanTask): ScanOutcome {
  return scanPayload(task.payload, task.options)
}

/**
 * The Piscina worker: one extraction per task, rendering included, so that PDF work never runs on
 * the service's event loop and a task over the time limit is stopped with its thread. Wrapped in
 * core's poolTask: an AppError travels back as data and the pool throws it again in the caller.
 */
import { poolTask } from '@svc/core/worker'
import type { ExtractOutput } from '../domain/assemble.js'
import { renderCsvZip } from './render-csv-zip.js'
import { type ExtractionOptions, runExtraction } from './run-extraction.js'

export type OutputFormat = 'json' | 'xlsx' | 'csv'

export interface ExtractionTask {
  bytes: Uint8Array
  options: ExtractionOptions
  outputFormat: OutputFormat
}

export interface ExtractionResult {
  output: ExtractOutput
  /** The workbook or CSV ZIP (outputFormat xlsx / csv). */
  file?: Uint8Array
}

export async function extractTask(task: ExtractionTask): Promise<ExtractionResult> {
  const output = await runExtraction(task.bytes, task.options)
  if (task.outputFormat === 'xlsx') {
    // exceljs costs about half a second of CPU to load: a thread pays it on its first xlsx answer,
    // not on start-up (most answers are JSON)
    const { renderXlsx } = await import('./render-xlsx.js')
    return { output, file: await renderXlsx(output.tables) }
  }
  if (task.outputFormat === 'csv') return { output, file: renderCsvZip(output.tables) }
  return { output }
}

export default poolTask(extractTask)

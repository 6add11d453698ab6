/**
 * The Piscina worker: one extraction per task, rendering included, so that PDF work never runs on
 * the service's event loop and a task over the time limit is stopped with its thread. AppErrors do
 * not survive the thread boundary as a class, so they travel back as data.
 */
import { isAppError } from '@svc/core/errors'
import type { ExtractOutput } from '../domain/assemble.js'
import { renderCsvZip } from './render-csv-zip.js'
import { renderXlsx } from './render-xlsx.js'
import { type ExtractionOptions, runExtraction } from './run-extraction.js'

export type OutputFormat = 'json' | 'xlsx' | 'csv'

export interface ExtractionTask {
  bytes: Uint8Array
  options: ExtractionOptions
  outputFormat: OutputFormat
}

export type ExtractionOutcome =
  | { ok: true; output: ExtractOutput; file?: Uint8Array }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export async function extractTask(task: ExtractionTask): Promise<ExtractionOutcome> {
  try {
    const output = await runExtraction(task.bytes, task.options)
    if (task.outputFormat === 'xlsx') return { ok: true, output, file: await renderXlsx(output.tables) }
    if (task.outputFormat === 'csv') return { ok: true, output, file: renderCsvZip(output.tables) }
    return { ok: true, output }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
  }
}

export default extractTask

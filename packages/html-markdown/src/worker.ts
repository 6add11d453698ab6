/**
 * The Piscina worker of the HTML converter: one conversion per task, so that a 25 MB page runs
 * off the service's event loop and can be stopped at its time limit. AppErrors do not survive the
 * thread boundary as a class, so they travel back as data and are rebuilt by `runConversion`.
 */
import { isAppError } from '@svc/core/errors'
import { htmlToMarkdown } from './html-to-markdown.js'
import type { ConversionResult, ConvertOptions } from './types.js'

export interface ConversionTask {
  html: string
  options: ConvertOptions
}

export type ConversionOutcome =
  | { ok: true; result: ConversionResult }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export default function convertTask(task: ConversionTask): ConversionOutcome {
  try {
    return { ok: true, result: htmlToMarkdown(task.html, task.options) }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
  }
}

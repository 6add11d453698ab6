/**
 * The Piscina worker of the HTML converter: one conversion per task, so that a 25 MB page runs
 * off the service's event loop and can be stopped at its time limit. Wrapped in core's `poolTask`:
 * an AppError (HTML_TOO_DEEP, HTML_TOO_MANY_ATTRIBUTES, ...) travels back as data and the pool's
 * `run` throws it again with its code, message and members.
 */
import { poolTask } from '@svc/core/worker'
import { htmlToMarkdown } from './html-to-markdown.js'
import type { ConvertOptions } from './types.js'

export interface ConversionTask {
  html: string
  options: ConvertOptions
}

export default poolTask((task: ConversionTask) => htmlToMarkdown(task.html, task.options))

/**
 * Where conversions run (CONTRACT "Heavy work"): pages up to `inlineBelowChars` convert on the
 * event loop (a worker hop would cost more than the work), larger ones in a worker pool sized
 * from the CPU count, stopped at `timeoutMs` with 504 PROCESSING_TIMEOUT.
 */
import { createWorkerPool } from '@svc/core'
import {
  type ConversionOutcome,
  type ConversionResult,
  type ConvertOptions,
  convertWorkerPath,
  htmlToMarkdown,
  unwrapOutcome,
} from '@svc/html-markdown'

export interface Converter {
  convert(html: string, options: ConvertOptions): Promise<ConversionResult>
  close(): Promise<void>
}

export interface ConverterOptions {
  timeoutMs?: number
  inlineBelowChars?: number
  maxThreads?: number
}

/** 60 s, as for the PDF services: a 25 MB page takes about 9 s on one core here. */
export const CONVERSION_TIMEOUT_MS = 60_000
/**
 * Pages this short convert on the event loop. 16 KiB (was 256 KiB, #11): mis-nested formatting elements
 * make the parser quadratic, and `<b><div></b>` x 21,000 (252 KB) held the loop for 3.8 s; at 16 KiB the
 * worst page found costs the loop about 15 ms and anything larger runs in a worker.
 */
export const INLINE_BELOW_CHARS = 16 * 1024

export function pooledConverter(options: ConverterOptions = {}): Converter {
  const inlineBelow = options.inlineBelowChars ?? INLINE_BELOW_CHARS
  const pool = createWorkerPool({
    filename: convertWorkerPath,
    name: 'html-converter', // the worker file lives in packages/html-markdown: name the pool after the service
    timeoutMs: options.timeoutMs ?? CONVERSION_TIMEOUT_MS,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  return {
    async convert(html, convertOptions) {
      if (html.length < inlineBelow) return htmlToMarkdown(html, convertOptions)
      return unwrapOutcome(await pool.run<ConversionOutcome>({ html, options: convertOptions }))
    },
    close: () => pool.close(),
  }
}

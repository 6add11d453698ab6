/**
 * Where conversions run (CONTRACT "Heavy work"): pages up to `inlineBelowChars` convert on the
 * event loop (a worker hop would cost more than the work), larger ones in a worker pool sized
 * from the CPU count, stopped `timeoutMs` after they start with 504 PROCESSING_TIMEOUT. They wait
 * for a worker in core's pool queue: at most `maxWaiting` of them, each for at most `maxWaitMs`, else
 * 503 OVERLOADED; the wait does not count against the time limit.
 */
import { createWorkerPool } from '@svc/core'
import {
  type ConversionResult,
  type ConversionTask,
  type ConvertOptions,
  convertWorkerPath,
  htmlToMarkdown,
} from '@svc/html-markdown'

export interface Converter {
  /**
   * `signal`: the caller went away; a page still waiting for a worker is dropped unconverted.
   * `heavy`: run in the pool even below the inline size (its table spans expand).
   */
  convert(html: string, options: ConvertOptions, signal?: AbortSignal, heavy?: boolean): Promise<ConversionResult>
  close(): Promise<void>
}

export interface ConverterOptions {
  /** The limit of one conversion's work, from the moment a worker takes it. */
  timeoutMs?: number
  inlineBelowChars?: number
  maxThreads?: number
  /** Conversions allowed to wait for a worker (default 16 per thread). */
  maxWaiting?: number
  /** How long one may wait for a worker. */
  maxWaitMs?: number
}

/** 60 s of work, as for the PDF services: a 25 MB page takes about 9 s on one core here. */
export const CONVERSION_TIMEOUT_MS = 60_000
/**
 * Pages this short convert on the event loop. At 16 KiB: mis-nested formatting elements
 * make the parser quadratic, and `<b><div></b>` x 21,000 (252 KB) held the loop for 3.8 s; at 16 KiB the
 * worst page found costs the loop about 15 ms and anything larger runs in a worker.
 */
export const INLINE_BELOW_CHARS = 16 * 1024

export function pooledConverter(options: ConverterOptions = {}): Converter {
  const inlineBelow = options.inlineBelowChars ?? INLINE_BELOW_CHARS
  // The parser's first conversion in a process costs about a second (its code compiling): paid here, at
  // start, not on the event loop of the first small page (/health took 977 ms while it ran).
  htmlToMarkdown('<p>x</p>', { mode: 'readable', includeMetadata: false })
  const pool = createWorkerPool({
    filename: convertWorkerPath,
    name: 'html-converter', // the worker file lives in packages/html-markdown: name the pool after the service
    timeoutMs: options.timeoutMs ?? CONVERSION_TIMEOUT_MS,
    // core's defaults otherwise: WORKER_THREADS / the cgroup CPU quota, 16 waiting per thread, 30 s each
    ...(options.maxThreads === undefined ? {} : { maxThreads: options.maxThreads }),
    ...(options.maxWaiting === undefined ? {} : { maxQueue: options.maxWaiting }),
    ...(options.maxWaitMs === undefined ? {} : { maxWaitMs: options.maxWaitMs }),
  })
  return {
    async convert(html, convertOptions, signal, heavy = false) {
      if (html.length < inlineBelow && !heavy) return htmlToMarkdown(html, convertOptions)
      const task: ConversionTask = { html, options: convertOptions }
      return pool.run<ConversionResult>(task, { signal })
    },
    close: () => pool.close(),
  }
}

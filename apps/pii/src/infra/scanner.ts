/**
 * Where scans run (CONTRACT "Heavy work"): payloads under `inlineBelowChars` (8 KB) of text scan on the
 * event loop (a worker hop would cost more than the scan), larger ones in the core worker pool,
 * stopped at `timeoutMs` with 504 PROCESSING_TIMEOUT (503 OVERLOADED when the queue is full).
 */
import { fileURLToPath } from 'node:url'
import { createWorkerPool } from '@svc/core'
import { payloadChars } from '../domain/payload-size.js'
import { type ScanOptions, type ScanOutcome, scanPayload } from '../domain/scan-payload.js'

export interface Scanner {
  scan(payload: unknown, options: ScanOptions): Promise<ScanOutcome>
  close(): Promise<void>
}

export interface ScannerOptions {
  timeoutMs?: number
  inlineBelowChars?: number
  maxThreads?: number
}

export const SCAN_TIMEOUT_MS = 30_000
/**
 * The inline threshold, from the measured worst case of a whole scan (coverage high,
 * detect_and_redact) over 48 kinds of adversarial text (README "Where a scan runs"): phone
 * numbers back to back, each one a libphonenumber validation, cost 18-28 ms of CPU at 8 KB (about
 * 1.4 ms per KB when warm, more on a cold process), every other kind under 11 ms, at load average
 * 27-37 on two cores; 8 KB keeps the event loop inside the 50 ms any request may hold it.
 */
export const INLINE_BELOW_CHARS = 8 * 1024

/**
 * The compiled worker: from src/infra (tests, tsx) and from dist/infra alike, `../../dist/infra`
 * names the package's dist/infra/scan-worker.js, which `pnpm build` writes (tests depend on build).
 */
export const scanWorkerPath = fileURLToPath(new URL('../../dist/infra/scan-worker.js', import.meta.url))

export function pooledScanner(options: ScannerOptions = {}): Scanner {
  const inlineBelow = options.inlineBelowChars ?? INLINE_BELOW_CHARS
  const pool = createWorkerPool({
    filename: scanWorkerPath,
    timeoutMs: options.timeoutMs ?? SCAN_TIMEOUT_MS,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  return {
    async scan(payload, scanOptions) {
      if (payloadChars(payload, inlineBelow) < inlineBelow) return scanPayload(payload, scanOptions)
      return pool.run<ScanOutcome>({ payload, options: scanOptions })
    },
    close: () => pool.close(),
  }
}

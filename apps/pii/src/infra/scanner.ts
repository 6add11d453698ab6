/**
 * Where scans run (CONTRACT "Heavy work"): payloads under `inlineBelowChars` (64 KB) of text scan on the
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
 * The inline threshold. Measured worst case of a whole scan (coverage high, detect_and_redact) on
 * 128 KB of adversarial text (README "Where a scan runs"): 43 ms of CPU (`4111 ` repeated) at load
 * average 17 on two cores; at 64 KB half that, well inside the 50 ms the event loop may be held.
 */
export const INLINE_BELOW_CHARS = 64 * 1024

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

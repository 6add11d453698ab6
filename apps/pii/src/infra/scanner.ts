/**
 * Where scans run (CONTRACT "Heavy work"): payloads under `inlineBelowChars` of text scan on the
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
export const INLINE_BELOW_CHARS = 256 * 1024

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

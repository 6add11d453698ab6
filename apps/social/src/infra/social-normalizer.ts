/**
 * Where normalization runs (CONTRACT "Heavy work"): bodies under `inlineBelowBytes` on the event loop
 * (hundreds of posts take a few milliseconds; a thread hop would cost more), larger ones in the core
 * worker pool, stopped at `timeoutMs` with 504 PROCESSING_TIMEOUT (503 when the queue is full).
 */
import { fileURLToPath } from 'node:url'
import { createWorkerPool } from '@svc/core'
import { AppError } from '@svc/core/errors'
import { normalizeSocial, type SocialRequest, type SocialResult } from '../domain/normalize-social.js'
import type { NormalizeOutcome } from './normalize-worker.js'

export type SocialNormalizer = (request: SocialRequest, bodyBytes: number) => Promise<SocialResult> | SocialResult

export const NORMALIZE_TIMEOUT_MS = 30_000
export const INLINE_BELOW_BYTES = 256 * 1024
/** The compiled worker (tests run after the package build). */
const WORKER = fileURLToPath(new URL('../../dist/infra/normalize-worker.js', import.meta.url))

export interface PoolOptions {
  inlineBelowBytes?: number
  timeoutMs?: number
  maxThreads?: number
}

export function pooledNormalizer(options: PoolOptions = {}): { normalize: SocialNormalizer; close(): Promise<void> } {
  const inlineBelow = options.inlineBelowBytes ?? INLINE_BELOW_BYTES
  const pool = createWorkerPool({
    filename: WORKER,
    timeoutMs: options.timeoutMs ?? NORMALIZE_TIMEOUT_MS,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  return {
    async normalize(request, bodyBytes) {
      if (bodyBytes < inlineBelow) return normalizeSocial(request)
      const outcome = await pool.run<NormalizeOutcome>(request)
      if (outcome.ok) return outcome.result
      throw new AppError(outcome.code, outcome.message, outcome.extra)
    },
    close: () => pool.close(),
  }
}

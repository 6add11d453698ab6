/**
 * The Piscina worker: one generation per task, off the service's event loop. sharp runs one libvips
 * thread per worker (the pool already has one worker per core) with its operation cache off.
 * AppErrors do not survive the thread boundary as a class, so they travel back as data.
 */
import { isAppError } from '@svc/core/errors'
import sharp from 'sharp'
import type { GenerateRequest, GenerateResult } from '../domain/generate-request.js'
import { generateQr } from './generate-qr.js'

sharp.concurrency(1)
sharp.cache(false)

export type GenerateOutcome =
  | { ok: true; result: GenerateResult }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export default async function generateTask(request: GenerateRequest): Promise<GenerateOutcome> {
  try {
    return { ok: true, result: await generateQr(request) }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
  }
}

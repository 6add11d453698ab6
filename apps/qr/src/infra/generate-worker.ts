/**
 * The Piscina worker: one generation per task, off the service's event loop. sharp runs one libvips
 * thread per worker (the pool already has one worker per core) with its operation cache off.
 * Wrapped in core's `poolTask`: an AppError comes back to the caller as the same AppError.
 */
import { poolTask } from '@svc/core/worker'
import sharp from 'sharp'
import type { GenerateRequest } from '../domain/generate-request.js'
import { generateQr } from './generate-qr.js'

sharp.concurrency(1)
sharp.cache(false)

export default poolTask((request: GenerateRequest) => generateQr(request))

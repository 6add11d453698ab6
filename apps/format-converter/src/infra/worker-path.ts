/**
 * The compiled worker module. Piscina loads plain JavaScript, so when this code runs from its
 * TypeScript sources (vitest) the worker still comes from dist/ (turbo builds before testing).
 */
import { fileURLToPath } from 'node:url'

const fromSources = import.meta.url.endsWith('.ts')
export const convertWorkerPath = fileURLToPath(
  new URL(fromSources ? '../../dist/infra/convert-worker.js' : './convert-worker.js', import.meta.url),
)

/** The production worker pool, pointed at the TypeScript worker through the tsx shim (no build needed). */
import { type Generator, pooledGenerator } from '../../src/infra/generator.js'

export const WORKER_SHIM = new URL('./generate-worker.mjs', import.meta.url).href

export function testGenerator(options: { timeoutMs?: number } = {}): Generator {
  return pooledGenerator({ workerFile: WORKER_SHIM, maxThreads: 2, ...options })
}

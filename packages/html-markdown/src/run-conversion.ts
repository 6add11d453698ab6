/** Where the compiled worker is, for `createWorkerPool`. */
import { fileURLToPath } from 'node:url'

/** Absolute path of the compiled worker module (dist/worker.js). */
export const convertWorkerPath = fileURLToPath(new URL('./worker.js', import.meta.url))

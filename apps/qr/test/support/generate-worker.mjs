// Test-only worker entry: registers tsx's loader in the worker thread, then serves the TypeScript
// source of the real worker, so tests run the pool exactly as production does without a build.
import { register } from 'tsx/esm/api'

register()
const worker = await import(new URL('../../src/infra/generate-worker.ts', import.meta.url).href)
export default worker.default

/** The framework-free error surface for domain code: `import { AppError } from '@svc/core/errors'`. */

export type { ErrorDetail } from './app-error.js'
export { AppError, isAppError } from './app-error.js'
export { appendKey, appendPath, formatPath } from './path.js'

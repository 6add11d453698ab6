/** @svc/client: a typed client per service, generated from the services' OpenAPI documents. */

export type { ErrorEnvelope } from './error-envelope.js'
export * from './generated/clients.js'
export { type FilePart, toFormData } from './multipart.js'
export { type RetryOptions, retryAfterMs, retryingFetch } from './retry.js'
export { type ClientOptions, createServiceClient } from './service-client.js'

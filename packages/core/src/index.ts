/** @svc/core: explicit named exports only. */
export {
  type BatchElement,
  type BatchElementOptions,
  type BatchItemFailure,
  batchItemFailureSchema,
  checkBatchElement,
} from './batch.js'
export {
  authFromEnv,
  ConfigError,
  CoreEnv,
  limitsFromEnv,
  loadConfig,
  loadServiceConfig,
  observeFromEnv,
  type PoolSizing,
  poolSizingFromEnv,
  processPoolSizing,
  type ServiceConfig,
  serviceEnvSchema,
} from './config.js'
export { AppError, type ErrorDetail, isAppError } from './errors/app-error.js'
export { coreErrors, type ErrorCatalog, type ErrorEntry, mergeCatalog } from './errors/codes.js'
export { type ErrorBody, type ErrorDecorator, toErrorBody } from './errors/error-handler.js'
export { appendKey, appendPath, formatPath } from './errors/path.js'
export {
  type BuildOptions,
  buildService,
  createHost,
  type HostOptions,
  type ObserveOptions,
  serviceObserve,
} from './host.js'
export { chooseRepresentation } from './http/accept-file.js'
export { type AuthOptions, keysAuth, parseKeyList, sha256 } from './http/auth.js'
export { type DocsSource, docsPage, registerDocsAssets, sendDocsPage } from './http/docs.js'
export { METRICS_CONTENT_TYPE, METRICS_PATH, metricsText } from './http/metrics-endpoint.js'
export { contentDisposition, negotiate } from './http/negotiate.js'
export { buildOpenApi } from './http/openapi.js'
export type { PressureOptions } from './http/pressure.js'
export { DEFAULT_SERVER_LIMITS, type ServerLimits } from './http/server-limits.js'
export { charsetOf, decodeText, utf8Body } from './http/text-charset.js'
export {
  FILE_PART,
  type FormDoc,
  type FormFields,
  type Upload,
  type UploadReader,
  type UploadSpec,
  uploadReader,
} from './http/upload.js'
export { IDEMPOTENT_METHODS, isIdempotentMethod } from './http-methods.js'
export { findExcessDepth } from './json/depth.js'
export { type JsonErrorLocation, locateJsonError } from './json/locate-error.js'
export { parseJsonText, parseJsonTextWithMember } from './json/parse-json-text.js'
export { rawJsonMember } from './json/raw-member.js'
export { DURATION_BUCKETS, HttpMetrics, UNMATCHED_ROUTE } from './observe/http-metrics.js'
export { newTraceparent, type TracingMode, traceIds, validTraceparent } from './observe/trace-context.js'
export { type AnyRoute, defineRoute, type HandlerInput, type HttpMethod, type RouteDefinition } from './route.js'
export {
  type BodyParser,
  defineService,
  isService,
  type NoEnv,
  type Service,
  type ServiceDefinition,
  type ServiceScope,
} from './service.js'
export { DEFAULT_MAX_JSON_DEPTH, type MountOptions, servicePlugin } from './service-plugin.js'
export { runStandalone } from './standalone.js'
export { megabytes } from './units.js'
export { readVersion } from './version.js'
export { type Admit, byteAdmission } from './work/byte-admission.js'
export { CGROUP_ROOT, cgroupCpuLimit } from './work/cpu-quota.js'
export { type InlineOrPooled, type InlineOrPooledOptions, inlineOrPooled } from './work/inline-or-pooled.js'
export { poolTask, unwrapPoolResult } from './work/pool-task.js'
export {
  createWorkerPool,
  DEFAULT_MAX_WAIT_MS,
  defaultPoolName,
  type RunOptions,
  type WorkerPool,
  type WorkerPoolOptions,
} from './work/worker-pool.js'

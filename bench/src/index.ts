/** @svc/bench: the shared benchmark harness. */
export { BENCH_KEY, type HttpResult, type LoadOptions, load, startEcho, startService } from './http.js'
export { formatRate, markdownTable, ratio } from './table.js'

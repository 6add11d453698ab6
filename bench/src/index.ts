/** @svc/bench: the shared benchmark harness. */
export {
  compareWithEcho,
  type EchoCase,
  type EchoRow,
  echoTable,
  type ParseCase,
  perMegabyteTable,
} from './compare.js'
export { BENCH_KEY, type HttpResult, type LoadOptions, load, startEcho, startService } from './http.js'
export { formatRate, markdownTable, ratio } from './table.js'

/** @svc/testkit: the contract suite and inject helpers. */
export { jsonOfSize, runContractSuite, type SampleRequest } from './contract-suite.js'
export { FORMAT_BOMBS } from './fuzz/format-bombs.js'
export { CASE_HEALTH_MS, RSS_CEILING_BYTES } from './fuzz/format-stage.js'
export {
  type FuzzOptions,
  type FuzzReport,
  fuzzService,
  REPLY_ALLOWANCE,
  REPLY_FACTOR,
  reportProblems,
} from './fuzz/fuzz-service.js'
export { KNOWN_UNTIL_FIXED } from './fuzz/known-until-fixed.js'
export { type ServiceApp, serviceApps } from './fuzz/service-apps.js'
export { FUZZ_KEY, type RunningService, spawnService } from './fuzz/spawn-service.js'
export { buildTestApp, injectAs, TEST_KEY, type TestApp } from './inject.js'

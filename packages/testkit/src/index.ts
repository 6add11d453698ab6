/** @svc/testkit: the contract suite and inject helpers. */
export { jsonOfSize, runContractSuite, type SampleRequest } from './contract-suite.js'
export { buildTestApp, injectAs, TEST_KEY, type TestApp } from './inject.js'

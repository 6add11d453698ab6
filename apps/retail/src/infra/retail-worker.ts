/**
 * The Piscina worker: one normalize batch or one comparison per task, so that a 25 MB body runs off
 * the event loop and can be stopped at its time limit. AppErrors travel back as data.
 */
import { poolTask } from '@svc/core/worker'
import { compareProducts } from '../domain/compare-products.js'
import type { CompareRequest, CompareResponse } from '../domain/compare-types.js'
import { type CheckedInput, type NormalizeResponse, normalizeProducts } from '../domain/normalize-products.js'

export type RetailTask = { kind: 'normalize'; inputs: CheckedInput[] } | { kind: 'compare'; request: CompareRequest }

export function runTask(task: RetailTask): NormalizeResponse | CompareResponse {
  return task.kind === 'normalize' ? normalizeProducts(task.inputs) : compareProducts(task.request)
}

export default poolTask(runTask)

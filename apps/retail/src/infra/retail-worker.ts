/**
 * The Piscina worker: one normalize batch or one comparison per task, so that a 25 MB body runs off
 * the event loop and can be stopped at its time limit. AppErrors travel back as data.
 */
import { isAppError } from '@svc/core/errors'
import { compareProducts } from '../domain/compare-products.js'
import type { CompareRequest, CompareResponse } from '../domain/compare-types.js'
import { type CheckedInput, type NormalizeResponse, normalizeProducts } from '../domain/normalize-products.js'

export type RetailTask = { kind: 'normalize'; inputs: CheckedInput[] } | { kind: 'compare'; request: CompareRequest }
export type RetailOutcome =
  | { ok: true; value: NormalizeResponse | CompareResponse }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export function runTask(task: RetailTask): NormalizeResponse | CompareResponse {
  return task.kind === 'normalize' ? normalizeProducts(task.inputs) : compareProducts(task.request)
}

export default function retailTask(task: RetailTask): RetailOutcome {
  try {
    return { ok: true, value: runTask(task) }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
  }
}

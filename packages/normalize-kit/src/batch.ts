/**
 * Partial success (seed rule 3, CONTRACT "Errors"): each input is normalized on its own; a failure
 * becomes `{ index, error, message, ...identity }` in `errors` and the others go on. An AppError keeps
 * its code and message; anything else is NORMALIZATION_FAILED with a fixed message (no input echoed).
 */
import { isAppError } from '@svc/core/errors'

export interface BatchFailure {
  index: number
  error: string
  message: string
  [identity: string]: unknown
}

export type BatchOutcome<R> = { index: number; ok: true; value: R } | ({ ok: false } & BatchFailure)

export interface BatchResult<R> {
  /** One per input, in input order. */
  outcomes: BatchOutcome<R>[]
  /** The successful values, in input order. */
  values: R[]
  errors: BatchFailure[]
}

export interface BatchOptions<T> {
  /** Members that identify the input in its error entry (`{ trackingNumber }`, `{ platform }`). */
  identify?: (input: T, index: number) => Record<string, unknown>
}

export function normalizeBatch<T, R>(
  inputs: readonly T[],
  run: (input: T, index: number) => R,
  options: BatchOptions<T> = {},
): BatchResult<R> {
  const outcomes: BatchOutcome<R>[] = []
  const values: R[] = []
  const errors: BatchFailure[] = []
  inputs.forEach((input, index) => {
    try {
      const value = run(input, index)
      outcomes.push({ index, ok: true, value })
      values.push(value)
    } catch (err) {
      const failure: BatchFailure = {
        index,
        error: isAppError(err) ? err.code : 'NORMALIZATION_FAILED',
        message: isAppError(err) ? err.message : `Input ${index} could not be normalized.`,
        ...options.identify?.(input, index),
      }
      outcomes.push({ ok: false, ...failure })
      errors.push(failure)
    }
  })
  return { outcomes, values, errors }
}

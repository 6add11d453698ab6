/**
 * The one rule for operations that answer a file (docs/contract.md "Files"): the caller's Accept picks
 * JSON or one of the operation's file types (http/negotiate.ts); a header naming none of them is
 * 406 NOT_ACCEPTABLE, listing what is offered. Errors are JSON whatever was asked for.
 */
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors/app-error.js'
import { negotiate } from './negotiate.js'

/** The representation to answer: one of `offers` (the first is the default), or a 406. */
export function chooseRepresentation<T extends string>(request: FastifyRequest, offers: readonly T[]): T {
  const chosen = negotiate(request.headers.accept, offers)
  if (chosen === undefined) {
    throw new AppError(
      'NOT_ACCEPTABLE',
      `This operation answers ${offers.join(', ')}; the Accept header names none of them.`,
    )
  }
  return chosen as T
}

/**
 * Reads a scan request, JSON or raw text, into the payload and the resolved options. Pure; the
 * route hands it the already-validated body and query.
 */
import { AppError } from '@svc/core/errors'
import { type CoverageLevel, selectTypes, type TypeSelection } from './coverage.js'
import type { Mode, ScanOptions } from './scan-payload.js'
import type { Strategy } from './strategies.js'

export interface ScanRequestInput {
  payload?: unknown
  mode?: Mode | undefined
  coverage?: CoverageLevel | undefined
  types?: readonly string[] | undefined
  strategy?: Strategy | undefined
  salt?: string | undefined
  region?: string | undefined
}

export interface ScanRequest {
  payload: unknown
  options: ScanOptions
  selection: TypeSelection
}

export interface RawQuery extends Omit<ScanRequestInput, 'types' | 'payload'> {
  types?: string | undefined
}

/** `?types=email,ip` -> ['email', 'ip']; an empty `?types=` counts as absent. */
function listOf(types: string | undefined): string[] | undefined {
  const list = types?.split(',').filter((t) => t.trim() !== '')
  return list && list.length > 0 ? list : undefined
}

export function readScanRequest(body: ScanRequestInput | string, query: RawQuery): ScanRequest {
  const input: ScanRequestInput =
    typeof body === 'string' ? { ...query, payload: body, types: listOf(query.types) } : body
  if (input.coverage !== undefined && input.types !== undefined) {
    throw new AppError('INVALID_REQUEST', 'Send either `coverage` or `types`, not both.', {
      details: [{ path: 'types', message: 'Send either `coverage` or `types`, not both.' }],
    })
  }
  const selection = selectTypes(input.coverage, input.types)
  return {
    payload: input.payload,
    selection,
    options: {
      mode: input.mode ?? 'detect',
      types: selection.effectiveTypes,
      strategy: input.strategy ?? 'mask',
      salt: input.salt,
      region: input.region,
    },
  }
}

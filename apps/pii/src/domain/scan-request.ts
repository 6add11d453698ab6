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

export interface RawQuery extends Omit<ScanRequestInput, 'types' | 'payload' | 'salt'> {
  types?: string | undefined
}

/** Where the `hash` strategy's key can come from besides the JSON body. */
export interface HashKeySources {
  /** The `x-pii-salt` header (an array when sent more than once). */
  headerSalt?: string | string[] | undefined
  /** True when the URL's query string holds `salt`: refused, URLs are logged along the way. */
  saltInUrl?: boolean
  /** PII_HASH_KEY, the server-side key. */
  serverKey?: string | undefined
}

export const SALT_MIN = 16
export const SALT_MAX = 256

function invalid(path: string, message: string): AppError {
  return new AppError('INVALID_REQUEST', message, { details: [{ path, message }] })
}

/** The HMAC key: the request's salt (header, then JSON body), else the server's key; refuses what would leak or be guessable. */
function hashKeyOf(input: ScanRequestInput, sources: HashKeySources): string | undefined {
  if (sources.saltInUrl) {
    throw invalid('salt', 'Send the salt in the `x-pii-salt` header, not in the URL: gateways and proxies log URLs.')
  }
  const header = sources.headerSalt
  if (Array.isArray(header)) throw invalid('x-pii-salt', 'Send the `x-pii-salt` header once.')
  if (header !== undefined && input.salt !== undefined) {
    throw invalid('salt', 'Send the salt once: in the `x-pii-salt` header or as `salt`, not both.')
  }
  const salt = header ?? input.salt
  if (salt !== undefined && (salt.length < SALT_MIN || salt.length > SALT_MAX)) {
    throw invalid(
      header !== undefined ? 'x-pii-salt' : 'salt',
      `The salt must be ${SALT_MIN}-${SALT_MAX} characters: a short one is guessed as fast as no salt.`,
    )
  }
  return salt ?? sources.serverKey
}

/** `?types=email,ip` -> ['email', 'ip']; an empty `?types=` counts as absent. */
function listOf(types: string | undefined): string[] | undefined {
  const list = types?.split(',').filter((t) => t.trim() !== '')
  return list && list.length > 0 ? list : undefined
}

export function readScanRequest(
  body: ScanRequestInput | string,
  query: RawQuery,
  sources: HashKeySources = {},
): ScanRequest {
  const input: ScanRequestInput =
    typeof body === 'string' ? { ...query, payload: body, types: listOf(query.types) } : body
  if (input.coverage !== undefined && input.types !== undefined) {
    throw new AppError('INVALID_REQUEST', 'Send either `coverage` or `types`, not both.', {
      details: [{ path: 'types', message: 'Send either `coverage` or `types`, not both.' }],
    })
  }
  const selection = selectTypes(input.coverage, input.types)
  const mode = input.mode ?? 'detect'
  const strategy = input.strategy ?? 'mask'
  const salt = hashKeyOf(input, sources)
  if (strategy === 'hash' && mode !== 'detect' && salt === undefined) {
    throw new AppError(
      'HASH_KEY_REQUIRED',
      'The `hash` strategy needs a key: send a 16-256 character salt in the `x-pii-salt` header, or set PII_HASH_KEY on the server.',
    )
  }
  return {
    payload: input.payload,
    selection,
    options: {
      mode,
      types: selection.effectiveTypes,
      strategy,
      salt,
      region: input.region,
    },
  }
}

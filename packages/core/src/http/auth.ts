/**
 * Gateway-key authentication and the `x-gateway-host` check (CONTRACT "Authentication").
 * Keys are configured as SHA-256 digests; a presented key is hashed and compared against every
 * digest in constant time, so neither timing nor the response tells which keys exist. A key once
 * found valid is remembered as presented (see createKeyChecker), so the hash is paid once per key.
 */
import * as crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { AppError } from '../errors/app-error.js'

export type AuthOptions =
  | { mode: 'off'; gatewayHost?: string | undefined }
  | { mode: 'keys'; keys: readonly Buffer[]; gatewayHost?: string | undefined }

type OneShotHash = (algorithm: string, data: string, outputEncoding: 'buffer') => Buffer
/** `crypto.hash` (Node >= 20.12): one call, no Hash object; about 5x cheaper than createHash per request. */
const oneShot = (crypto as { hash?: OneShotHash }).hash

export function sha256(value: string): Buffer {
  return oneShot ? oneShot('sha256', value, 'buffer') : crypto.createHash('sha256').update(value, 'utf8').digest()
}

/** Splits a key list; `sha256:<hex>` entries are taken as digests, anything else as a plain key. */
export function parseKeyList(text: string, separator: RegExp): Buffer[] {
  return text
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && !entry.startsWith('#'))
    .map((entry) => {
      const digest = /^sha256:([0-9a-fA-F]{64})$/.exec(entry)
      return digest ? Buffer.from(digest[1]!, 'hex') : sha256(entry)
    })
}

/** Auth options for tests and the local runner from plain keys. */
export function keysAuth(keys: readonly string[], gatewayHost?: string): AuthOptions {
  return { mode: 'keys', keys: keys.map(sha256), gatewayHost }
}

function isKnownKey(presented: string, keys: readonly Buffer[]): boolean {
  const digest = sha256(presented)
  let found = false
  for (const key of keys) found = crypto.timingSafeEqual(digest, key) || found
  return found
}

/**
 * Remembers keys that were found valid, so a caller's key is hashed once, not on every request.
 * Only valid keys are kept, so the set is bounded by the configured keys (a flood of wrong keys
 * cannot grow it) and a hit tells a caller nothing the 200 does not. Wrong keys are always hashed
 * and compared against every digest in constant time.
 */
export function createKeyChecker(keys: readonly Buffer[]): (presented: string) => boolean {
  const known = new Set<string>()
  return (presented) => {
    if (known.has(presented)) return true
    if (!isKnownKey(presented, keys)) return false
    if (known.size < keys.length) known.add(presented)
    return true
  }
}

/** The refusal for a request, or undefined when it may pass. */
function refusal(
  request: FastifyRequest,
  isValidKey: ((presented: string) => boolean) | undefined,
  expectedHost: string | undefined,
): AppError | undefined {
  if (isValidKey) {
    const key = request.headers['x-gateway-key']
    if (key === undefined || key === '') {
      return new AppError('MISSING_API_KEY', 'Send your API key in the x-gateway-key header.')
    }
    if (typeof key !== 'string' || !isValidKey(key)) {
      return new AppError('INVALID_API_KEY', 'The x-gateway-key header does not hold a valid key.')
    }
  }
  if (expectedHost !== undefined) {
    const host = request.headers['x-gateway-host']
    if (typeof host !== 'string' || host.toLowerCase() !== expectedHost) {
      return new AppError('WRONG_GATEWAY_HOST', 'The x-gateway-host header does not name this service.')
    }
  }
  return undefined
}

/** onRequest hook (callback style: it runs on every request). */
export function createAuthHook(options: AuthOptions) {
  const expectedHost = options.gatewayHost?.toLowerCase()
  const isValidKey = options.mode === 'keys' ? createKeyChecker(options.keys) : undefined
  return function authenticate(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
    done(refusal(request, isValidKey, expectedHost))
  }
}

type AuthHook = ReturnType<typeof createAuthHook>

/**
 * Puts `authenticate` on every route of this context and its children, decided once at registration
 * (routes flagged `config.public`, the probes, skip it), so no request pays for reading its route's
 * options or for a hook that only acts on some requests. Requests that match no route (404/405) are
 * checked by the not-found handler's own hook (see `withNotFoundAuth`). Either way the key is
 * checked in onRequest, before the body is read.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route every caller may read without a key (probes, documents). */
    public?: boolean
  }
}

export function registerAuth(app: FastifyInstance, authenticate: AuthHook) {
  app.addHook('onRoute', (route) => {
    if (route.config?.public) return
    const hooks: onRequestHookHandler[] = route.onRequest === undefined ? [] : [route.onRequest].flat()
    if (!hooks.includes(authenticate)) route.onRequest = [authenticate, ...hooks]
  })
}

/**
 * Registers the not-found handler through `register` in a child context holding `authenticate` as
 * an onRequest hook: Fastify runs a not-found handler with the hooks of the context that set it, so
 * unmatched requests are checked and matched ones do not pay for a hook that would only pass them on.
 */
export async function withNotFoundAuth(
  app: FastifyInstance,
  authenticate: AuthHook,
  register: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', authenticate)
    register(scope)
  })
}

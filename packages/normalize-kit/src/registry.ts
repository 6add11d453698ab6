/**
 * `createRegistry(adapters)`: the explicit list of a normalizer's adapters. `detect` scores every
 * vendor adapter's signature and takes the best above the threshold, falling back to the generic
 * modes; ties break by score, then signature strength, then key, so detection is deterministic.
 * `resolve` adds the request rules: a named key (or alias), `generic`, or detection.
 */
import { AppError } from '@svc/core/errors'
import { type AdapterSource, type AnyAdapter, locate } from './adapter.js'
import { GATE_SCORE, signatureStrength } from './detect.js'
import type { SourceVocabulary } from './errors.js'

export interface Candidate<R = unknown> {
  adapter: AnyAdapter<R>
  score: number
  strength: number
}

export interface Resolution<R = unknown> {
  adapter: AnyAdapter<R>
  /** True when the caller did not name the adapter. */
  detected: boolean
  /** The adapter's detection score for this payload (0 when named but its signature failed). */
  score: number
}

export interface AdapterInfo {
  key: string
  aliases: readonly string[]
  category: string
  kind: 'vendor' | 'generic'
  source: AdapterSource
}

export interface Registry<R = unknown> {
  readonly adapters: readonly AnyAdapter<R>[]
  /** Best vendor adapter above the threshold, else best generic mode, else undefined. */
  detect(payload: unknown): Candidate<R> | undefined
  /** Every adapter that passed its gate, best first (for debugging and the detection matrix). */
  rank(payload: unknown): Candidate<R>[]
  /** By key or alias, case-insensitive. */
  get(key: string): AnyAdapter<R> | undefined
  list(): AdapterInfo[]
  /** The adapter for a request: `source` named, `generic`, or omitted (detect). Throws UNKNOWN_SOURCE / UNRECOGNIZED_PAYLOAD. */
  resolve(payload: unknown, source: string | undefined, vocabulary: SourceVocabulary): Resolution<R>
}

export interface RegistryOptions {
  threshold?: number
  /** The request value that asks for the generic modes. Default `generic`. */
  genericKey?: string
}

function better(a: Candidate, b: Candidate): number {
  return b.score - a.score || b.strength - a.strength || (a.adapter.key < b.adapter.key ? -1 : 1)
}

export function createRegistry<R>(adapters: readonly AnyAdapter<R>[], options: RegistryOptions = {}): Registry<R> {
  const threshold = options.threshold ?? GATE_SCORE
  const genericKey = options.genericKey ?? 'generic'
  const byKey = new Map<string, AnyAdapter<R>>()
  for (const adapter of adapters) {
    for (const key of [adapter.key, ...adapter.aliases]) {
      if (byKey.has(key) || key === genericKey) throw new Error(`adapter key or alias ${key} is used twice`)
      byKey.set(key, adapter)
    }
  }
  const strength = new Map(adapters.map((a) => [a, signatureStrength(a.detect)]))
  const rankAmong = (payload: unknown, kind: 'vendor' | 'generic') =>
    adapters
      .filter((a) => a.kind === kind)
      .map((adapter) => ({
        adapter,
        score: locate(adapter, payload).score,
        strength: strength.get(adapter) ?? 0,
      }))
      .filter((c) => c.score >= threshold)
      .sort(better)

  const registry: Registry<R> = {
    adapters,
    rank: (payload) => [...rankAmong(payload, 'vendor'), ...rankAmong(payload, 'generic')],
    detect: (payload) => rankAmong(payload, 'vendor')[0] ?? rankAmong(payload, 'generic')[0],
    get: (key) => byKey.get(key.trim().toLowerCase()),
    list: () =>
      [...adapters]
        .sort((a, b) => (a.key < b.key ? -1 : 1))
        .map(({ key, aliases, category, kind, source }) => ({ key, aliases, category, kind, source })),
    resolve(payload, source, { field, listPath }) {
      if (source !== undefined && source.trim().toLowerCase() !== genericKey) {
        const adapter = registry.get(source)
        if (!adapter) {
          throw new AppError(
            'UNKNOWN_SOURCE',
            `\`${field}\` is not a known key; GET ${listPath} (or the service README) lists the valid keys (or omit \`${field}\` to detect it).`,
            { field },
          )
        }
        return { adapter, detected: false, score: locate(adapter, payload).score }
      }
      const best = source === undefined ? registry.detect(payload) : rankAmong(payload, 'generic')[0]
      if (!best) {
        const scope = source === undefined ? 'No vendor adapter or generic mode' : 'No generic mode'
        throw new AppError(
          'UNRECOGNIZED_PAYLOAD',
          `${scope} recognized the payload's shape; name the vendor in \`${field}\` (GET ${listPath} lists the keys).`,
        )
      }
      return { adapter: best.adapter, detected: source === undefined, score: best.score }
    },
  }
  return registry
}

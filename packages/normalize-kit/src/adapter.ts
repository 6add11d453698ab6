/**
 * `defineAdapter`: one vendor = one small declarative module. `source` names the vendor API object,
 * its version and its reference page (the README vendor table is generated from it); `detect` is a
 * structural signature; `normalize(payload, ctx)` maps fields through the ctx helpers and nothing else.
 */
import type { NormalizeContext } from './context.js'
import { type Signature, scoreSignature } from './detect.js'
import { getPath, type Path } from './lookup.js'

export interface AdapterSource {
  /** The vendor API object the adapter follows: `Invoice`, `Order`, `Shipment`. */
  object: string
  /** The API version or release the field names come from. */
  apiVersion: string
  /** The vendor's reference page for that object. */
  docs: string
}

/** `vendor`: a named vendor, chosen by key; `generic`: a heuristic mode tried only when no vendor matches. */
export type AdapterKind = 'vendor' | 'generic'

export interface AdapterDefinition<P, R> {
  key: string
  aliases?: readonly string[]
  category: string
  kind?: AdapterKind
  source: AdapterSource
  detect: Signature
  /**
   * Where the vendor object may sit inside the vendor's response wrapper (`Invoices.0`,
   * `response.result.invoice`, `data`): detection and `normalize` use the first root that matches.
   */
  envelopes?: readonly Path[]
  /** Base confidence for this adapter, when it differs from the table's named/generic base. */
  confidence?: number
  /** Slash dates from this vendor are day-first. */
  dayFirst?: boolean
  normalize(payload: P, ctx: NormalizeContext): R
}

export interface Adapter<P = unknown, R = unknown>
  extends Required<Omit<AdapterDefinition<P, R>, 'confidence' | 'dayFirst'>> {
  confidence?: number
  dayFirst?: boolean
}

const KEY = /^[a-z][a-z0-9_]*$/

// biome-ignore lint/suspicious/noExplicitAny: an adapter's payload type is its own; the registry holds them erased.
export type AnyAdapter<R = unknown> = Adapter<any, R>

export function defineAdapter<P, R>(definition: AdapterDefinition<P, R>): Adapter<P, R> {
  for (const key of [definition.key, ...(definition.aliases ?? [])]) {
    if (!KEY.test(key)) throw new Error(`adapter key ${key} must be lower_snake_case`)
  }
  if (!/^https:\/\//.test(definition.source.docs))
    throw new Error(`adapter ${definition.key}: source.docs must be an https URL`)
  return { aliases: [], kind: 'vendor', envelopes: [], ...definition }
}

export interface Rooted {
  /** The object the adapter reads: the payload itself or the node at one of its envelopes. */
  root: unknown
  score: number
  /** The envelope path used, '' for the payload itself. */
  envelope: string
}

/** The adapter's best root in `payload` and its signature score there (0 everywhere = no match). */
export function locate(adapter: Pick<Adapter, 'detect' | 'envelopes'>, payload: unknown): Rooted {
  let best: Rooted = { root: payload, score: scoreSignature(payload, adapter.detect), envelope: '' }
  for (const envelope of adapter.envelopes) {
    if (best.score > 0) break
    const node = getPath(payload, envelope)
    if (node === null || typeof node !== 'object') continue
    const score = scoreSignature(node, adapter.detect)
    if (score > 0) best = { root: node, score, envelope }
  }
  return best
}

/**
 * Gateway callers send the same schema over and over: a bounded, per-process cache of checked schemas
 * keyed by the schema's exact JSON text as the caller sent it (the body parser keeps it: core's
 * `rawJsonMember`), so two requests share an entry only when their schema texts are identical. A
 * repeated schema skips the schema check, and from its second use validates with a generated checker
 * compiled once (compile-conforms.ts). Only schemas that pass the check are kept, least recently used
 * first out, bounded by entry count and total text size. A schema object seen again (a schemaUrl answer
 * reused within its TTL) is found by identity. Without text or identity (a body whose keys were escaped)
 * the schema is checked as if new: serializing it again would cost more than checking it.
 */
import { type CheckedSchema, checkSchema } from './check-schema.js'
import { type Conforms, compileConforms } from './compile-conforms.js'
import { conforms } from './conforms.js'

export interface SchemaCacheLimits {
  /** Most schemas kept. */
  maxEntries: number
  /** Most schema text kept, in UTF-16 code units (what `JSON.stringify` returns). */
  maxTextLength: number
  /** A schema longer than this is checked every time, never kept. */
  maxEntryTextLength: number
}

export const DEFAULT_SCHEMA_CACHE_LIMITS: SchemaCacheLimits = {
  maxEntries: 1_000,
  maxTextLength: 8_000_000,
  maxEntryTextLength: 1_000_000,
}

/** A checked schema and the yes/no check to run first on a payload. */
export interface PreparedSchema {
  readonly checked: CheckedSchema
  conforms(payload: unknown): boolean
}

class Entry implements PreparedSchema {
  private compiled: Conforms | undefined
  private uses = 0
  /** Set on every hit, cleared by the eviction sweep (CLOCK: a hit costs no reordering). */
  recent = false

  constructor(
    readonly checked: CheckedSchema,
    readonly text: string,
  ) {}

  conforms(payload: unknown): boolean {
    if (this.compiled) return this.compiled(payload)
    if (++this.uses < 2) return conforms(payload, this.checked)
    this.compiled = compileConforms(this.checked)
    return this.compiled(payload)
  }
}

/** Entries sharing one sampled hash; past this many, a new schema with that hash is not kept. */
const MAX_BUCKET = 8
const SAMPLES = 32
const SEED = (Math.random() * 0x7fffffff) | 0

/**
 * A hash of the text's length and 32 characters spread over it, seeded per process: it only picks a
 * bucket, and a hit is then confirmed by comparing the whole text, so it costs O(1) instead of hashing
 * a schema of kilobytes on every request.
 */
function sampledHash(text: string): number {
  let hash = SEED ^ text.length
  const step = Math.max(1, Math.floor(text.length / SAMPLES))
  for (let i = 0; i < text.length; i += step) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash
}

/** A schema seen once: interpreted, with a checker generated only if the payload is large. */
const uncached = (checked: CheckedSchema): PreparedSchema => ({ checked, conforms: (p) => conforms(p, checked) })

export class SchemaCache {
  /** Insertion order is the CLOCK sweep order. */
  private readonly entries = new Map<Entry, number>()
  private readonly buckets = new Map<number, Entry[]>()
  private readonly byIdentity = new WeakMap<object, PreparedSchema>()
  private textLength = 0

  constructor(private readonly limits: SchemaCacheLimits = DEFAULT_SCHEMA_CACHE_LIMITS) {}

  get size(): { entries: number; textLength: number } {
    return { entries: this.entries.size, textLength: this.textLength }
  }

  /**
   * The prepared schema for a parsed schema and the raw text it was parsed from (when known); throws the
   * schema check's AppError for a bad schema, which is never cached.
   */
  prepare(schema: unknown, text?: string): PreparedSchema {
    const object = typeof schema === 'object' && schema !== null ? schema : undefined
    const known = object && this.byIdentity.get(object)
    if (known) return known
    if (text === undefined) {
      const prepared = new Entry(checkSchema(schema), '')
      if (object) this.byIdentity.set(object, prepared)
      return prepared
    }
    const hash = sampledHash(text)
    const bucket = this.buckets.get(hash)
    if (bucket) {
      for (const entry of bucket) {
        if (entry.text === text) {
          entry.recent = true
          return entry
        }
      }
    }
    const checked = checkSchema(schema)
    if (text.length > this.limits.maxEntryTextLength || (bucket && bucket.length >= MAX_BUCKET))
      return uncached(checked)
    const entry = new Entry(checked, text)
    if (bucket) bucket.push(entry)
    else this.buckets.set(hash, [entry])
    this.entries.set(entry, hash)
    this.textLength += text.length
    this.evict()
    return entry
  }

  /** CLOCK: entries hit since the last sweep get a second chance at the back; the others go. */
  private evict(): void {
    const { maxEntries, maxTextLength } = this.limits
    for (const [entry, hash] of this.entries) {
      if (this.entries.size <= maxEntries && this.textLength <= maxTextLength) return
      this.entries.delete(entry)
      if (entry.recent) {
        entry.recent = false
        this.entries.set(entry, hash)
        continue
      }
      this.textLength -= entry.text.length
      const bucket = this.buckets.get(hash)!
      bucket.splice(bucket.indexOf(entry), 1)
      if (bucket.length === 0) this.buckets.delete(hash)
    }
  }
}

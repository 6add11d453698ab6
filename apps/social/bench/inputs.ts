/** Realistic mixed inputs for the benchmark and the route tests: every platform fixture, repeated with fresh ids. */
import { readFixtures } from '@svc/normalize-kit/testing'
import { type Bucket, normalizeSocial } from '../src/domain/normalize-social.js'

const FIXTURES = readFixtures(new URL('../test/fixtures/', import.meta.url))

/** Fixtures that hold exactly one post (so that `n` items hold `n` posts), found by normalizing each once. */
const SINGLE = FIXTURES.filter(
  (f) => normalizeSocial({ single: false, buckets: [{ platform: f.key, items: [f.payload] }] }).posts.length === 1,
)

const ID_KEYS = [
  'id_str',
  'id_string',
  'reviewId',
  'review_id',
  'recommendationid',
  'aid',
  'question_id',
  'node_id',
  'transaction_id',
  'message_id',
  'reviewNo',
  'id',
  'uri',
  // Amazon Reviews'23 records have no id: the review is user + product + time.
  'timestamp',
]
type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v)

/** The object holding the post's own id: the payload or the first element of its documented wrapper. */
function postObject(payload: Json): Json {
  const data = payload.data
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : undefined)
  const candidates = [
    payload.channel_post,
    isObject(data) ? data.post : undefined,
    Array.isArray(data) ? data[0] : data,
    first(payload.items),
    first(payload.reviews),
    first(payload.results),
    payload,
  ]
  return candidates.find((c): c is Json => isObject(c) && ID_KEYS.some((k) => k in c)) ?? payload
}

/** A deep copy whose post id is made unique for copy `n` (each copy is a different post by the same authors). */
function withId(payload: unknown, n: number): unknown {
  const copy = structuredClone(payload) as Json
  const target = postObject(copy)
  const key = ID_KEYS.find((k) => k in target)
  if (key && n > 0) {
    const value = target[key]
    target[key] = typeof value === 'number' ? value + n : `${String(value)}-${n}`
  }
  return copy
}

/** `count` posts across all platforms, as buckets of one platform each (the realistic multi-source request). */
export function mixedBuckets(count: number, declared = true): Bucket[] {
  const buckets = new Map<string, unknown[]>()
  for (let i = 0; i < count; i++) {
    const f = SINGLE[i % SINGLE.length]
    if (!f) break
    const list = buckets.get(f.key) ?? []
    list.push(withId(f.payload, Math.floor(i / SINGLE.length)))
    buckets.set(f.key, list)
  }
  return [...buckets].map(([platform, items]) => (declared ? { platform, items } : { items }))
}

/** The same as an HTTP body: `[{platform, data: [...]}, ...]`. */
export function mixedBody(count: number): { platform?: string; data: unknown[] }[] {
  return mixedBuckets(count).map(({ platform, items }) =>
    platform ? { platform, data: [...items] } : { data: [...items] },
  )
}

/**
 * Payloads with the wrong types in every member (numbers for strings, lists for objects, null): each
 * item ends as posts or an `errors` entry with a stable code, never an uncaught exception.
 */
import { readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeSocial } from '../../src/domain/normalize-social.js'

const FIXTURES = readFixtures(new URL('../fixtures/', import.meta.url))
const CODES = new Set(['MALFORMED_PAYLOAD', 'MISSING_CONTENT', 'UNKNOWN_PLATFORM_SHAPE', 'NOT_AN_OBJECT'])

type Mutation = (value: unknown) => unknown
const MUTATIONS: Record<string, Mutation> = {
  'strings become numbers': (v) => (typeof v === 'string' ? 42 : v),
  'numbers become strings': (v) => (typeof v === 'number' ? 'NaN' : v),
  'objects become lists': (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? [v] : v),
  'lists become objects': (v) => (Array.isArray(v) ? { 0: v[0] } : v),
  'scalars become null': (v) => (v === null || typeof v === 'object' ? v : null),
  'scalars become objects': (v) => (v === null || typeof v === 'object' ? v : { value: v }),
}

/** Rebuilds `value` bottom-up, applying `mutate` to every value below the top level (which stays an object). */
function mutateDeep(value: unknown, mutate: Mutation, depth = 0): unknown {
  let rebuilt: unknown = value
  if (Array.isArray(value)) rebuilt = value.map((v) => mutateDeep(v, mutate, depth + 1))
  else if (value !== null && typeof value === 'object')
    rebuilt = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mutateDeep(v, mutate, depth + 1)]))
  return depth === 0 ? rebuilt : mutate(rebuilt)
}

describe('hostile payloads', () => {
  for (const [name, mutate] of Object.entries(MUTATIONS)) {
    it.each(FIXTURES.map((f) => [f.key, f.file, f.payload] as const))(`${name}: %s/%s`, (key, _file, payload) => {
      const item = mutateDeep(payload, mutate)
      for (const platform of [key, undefined]) {
        const result = normalizeSocial({ single: false, buckets: [{ platform, items: [item] }] })
        for (const error of result.errors) expect(CODES.has(error.error), error.error).toBe(true)
        for (const post of result.posts) {
          expect(typeof post.id).toBe('string')
          expect(typeof post.content.text).toBe('string')
          for (const list of [post.mentions, post.hashtags, post.links])
            for (const v of list) expect(typeof v).toBe('string')
        }
        expect(JSON.parse(JSON.stringify(result))).toEqual(result)
      }
    })
  }
})

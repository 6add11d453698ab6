/**
 * Malformed vendor members never crash a reader: every member of every fixture (two levels deep) is
 * replaced by a string, a number, null, an array, an object and a boolean in turn; each job either
 * normalizes or is a clean INVALID_PAYLOAD entry, never NORMALIZATION_FAILED (an unexpected throw).
 */
import { readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeJobs } from '../../src/domain/normalize-jobs.js'

const WEIRD: unknown[] = ['str', 42, null, [], [1, 'a', null], { a: 1 }, true]

function variants(root: unknown): unknown[] {
  const out: unknown[] = []
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return
    for (const key of Object.keys(node)) {
      for (const value of WEIRD) {
        const copy = structuredClone(root) as Record<string, unknown>
        let at = copy as Record<string, unknown>
        for (const step of path) at = at[step] as Record<string, unknown>
        at[key] = value
        out.push(copy)
      }
      if (path.length < 2) walk((node as Record<string, unknown>)[key], [...path, key])
    }
  }
  walk(root, [])
  return out
}

describe('malformed members', () => {
  // `edge-cases/` holds list responses (one payload, several jobs): counted one job per payload here.
  const single = readFixtures(new URL('../fixtures/', import.meta.url)).filter((f) => f.key !== 'edge-cases')
  it.each(single.map((f) => [f.key, f.payload] as const))('%s: no reader throws', (key, payload) => {
    const jobs = variants(payload)
    const reply = normalizeJobs({ payload: jobs, platform: key })
    expect(reply.errors.filter((e) => e.error !== 'INVALID_PAYLOAD')).toEqual([])
    expect(reply.metadata.total).toBe(jobs.length)
    expect(reply.metadata.normalized).toBeGreaterThan(jobs.length / 2)
  })
})

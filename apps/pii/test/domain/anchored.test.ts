/**
 * Differential test of the anchor-first matching (src/domain/anchored.ts) against the global
 * patterns it stands for: on random texts built from the characters these patterns care about,
 * both give the same matches (index and text), in the same order, also when the search resumes
 * from a later position as the connection-string detector does.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AnchoredPattern, nextAnchored } from '../../src/domain/anchored.js'
import { SCHEME } from '../../src/domain/detectors/connection-string.js'
import { V4, V6 } from '../../src/domain/detectors/ip-address.js'
import { CISCO, COLON, DASH } from '../../src/domain/detectors/mac-address.js'

/** The slow path: the patterns as global regexes with their lookbehind, tried at every position. */
const H = '[0-9A-Fa-f]{2}'
const CASES: [string, AnchoredPattern, RegExp, string][] = [
  ['IPv4', V4, /(?<![\w.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/g, '0123456789.a_-: '],
  ['IPv6', V6, /(?<![\w:])[0-9A-Fa-f]{0,4}:[0-9A-Fa-f:]{2,40}/g, '0129abfAFg:._ '],
  ['MAC colon', COLON, new RegExp(`(?<![\\w:.-])${H}:${H}:${H}:${H}:${H}:${H}`, 'g'), '09afAFg:.-_ '],
  ['MAC dash', DASH, new RegExp(`(?<![\\w:.-])${H}-${H}-${H}-${H}-${H}-${H}`, 'g'), '09afAFg:.-_ '],
  ['MAC Cisco', CISCO, /(?<![\w:.-])[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}/g, '09afAFg:.-_ '],
  ['URL scheme', SCHEME, /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\//g, 'ab09+.-:/_ @'],
]

function slow(text: string, pattern: RegExp, step: (m: RegExpExecArray) => number): [number, string][] {
  const out: [number, string][] = []
  pattern.lastIndex = 0
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    out.push([m.index, m[0]])
    pattern.lastIndex = step(m)
  }
  return out
}

function fast(text: string, pattern: AnchoredPattern, step: (m: RegExpExecArray) => number): [number, string][] {
  const out: [number, string][] = []
  for (let m = nextAnchored(text, pattern, 0); m !== null; m = nextAnchored(text, pattern, step(m))) {
    out.push([m.index, m[0]])
  }
  return out
}

/** Texts of runs of the characters a pattern reads, with separators of every length around them. */
function texts(alphabet: string) {
  const char = fc.constantFrom(...alphabet.split(''))
  return fc.array(char, { maxLength: 120 }).map((chars) => chars.join(''))
}

describe('anchor-first matching gives what the global pattern gives', () => {
  for (const [name, pattern, reference, alphabet] of CASES) {
    it(`${name}: every match, in order`, () => {
      const next = (m: RegExpExecArray) => m.index + m[0].length
      fc.assert(
        fc.property(texts(alphabet), (text) => {
          expect(fast(text, pattern, next)).toEqual(slow(text, reference, next))
        }),
        { numRuns: 3000 },
      )
    })

    it(`${name}: resuming past a match as a detector does`, () => {
      // The connection-string detector resumes at the end of the authority, after the match.
      const skip = (m: RegExpExecArray) => m.index + m[0].length + (m.index % 3)
      fc.assert(
        fc.property(texts(alphabet), (text) => {
          expect(fast(text, pattern, skip)).toEqual(slow(text, reference, skip))
        }),
        { numRuns: 1000 },
      )
    })
  }

  it('finds the values of real text', () => {
    const text =
      'ip=81.2.69.160 v6 2001:db8::8a2e:370:7334 mac 00:1A:2b:3c:4D:5e / 00-1a-2b-3c-4d-5e / 001a.2b3c.4d5e ' +
      'postgres://app:s3cret@db:5432 1.2.3.4.5 a1:b2:c3:d4:e5:f6:07 x2001:db8::1'
    for (const [, pattern, reference] of CASES) {
      const next = (m: RegExpExecArray) => m.index + m[0].length
      const found = fast(text, pattern, next)
      expect(found.length).toBeGreaterThan(0)
      expect(found).toEqual(slow(text, reference, next))
    }
  })
})

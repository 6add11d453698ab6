/**
 * ReDoS safety: every detector runs over 1 MB of adversarial text (long runs of the characters its
 * patterns repeat, near-misses of its shapes) and must finish well under a second each. Patterns
 * applied to whole texts have no nested quantifiers and bounded repetition; this test is the proof.
 * Time is the process's CPU time, not wall time: CI runs test files side by side on two shared cores.
 */
import { describe, expect, it } from 'vitest'
import { COVERAGE_TYPES } from '../../src/domain/coverage.js'
import { DETECTORS } from '../../src/domain/detectors/index.js'
import { scanPayload } from '../../src/domain/scan-payload.js'
import { PII_TYPES } from '../../src/domain/types.js'

const MB = 1_000_000
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB)

const ADVERSARIAL: Record<string, string> = {
  letters: fill('a'),
  digits: fill('7'),
  'digits and spaces': fill('4111 '),
  'digit dashes': fill('1-'),
  'at signs': fill('a@'),
  'dotted labels': fill('a.'),
  'email near-miss': fill('x@y.'),
  'dotted quads': fill('1.1.1.'),
  colons: fill('ab:'),
  'hex pairs': fill('0a:'),
  'upper case': fill('AKIA'),
  'IBAN near-miss': fill('DE89 '),
  'JWT near-miss': fill('eyJhbGci.'),
  'PEM headers': fill('-----BEGIN RSA PRIVATE KEY-----'),
  'URL near-miss': fill('postgres://a:'),
  assignments: fill('password=secret=token='),
  'bearer near-miss': fill('Bearer '),
  'capitalised words': fill('Dear Mr Abc '),
  'street near-miss': fill('12 Main '),
  'dates near birth': fill('dob 1999-01-'),
  'passport cue': fill('passport no '),
  'licence cue': fill("driver's license "),
  'routing cue': fill('routing 0'),
  'phone near-miss': fill('+1 (2'),
  'JWT starts': fill('eyJ'),
  'Slack token starts': fill('xoxb-'),
  'GitHub token starts': fill('ghp_'),
  'Basic headers': fill('Authorization: Basic '),
  'open quotes after a cue': fill('password: "'),
  'cookie headers': fill('Cookie: '),
  'userinfo at signs': fill('mongodb://u:p@'),
}

describe('token patterns anchored at token boundaries', () => {
  // A JWT pattern that rescanned up to 2 KB at every `eyJ` held the event loop ~1 s on 255 KB of `eyJ`.
  it('reads 255 KB of `eyJ` (and of other token starts) in one linear pass', () => {
    for (const unit of ['eyJ', 'xoxb-', 'ghp_', 'Bearer ']) {
      const text = unit.repeat(Math.ceil(255_000 / unit.length))
      const started = process.cpuUsage()
      DETECTORS.bearer_token.scan(text, { key: undefined })
      DETECTORS.api_key.scan(text, { key: undefined })
      const used = process.cpuUsage(started)
      expect((used.user + used.system) / 1000, unit).toBeLessThan(50)
    }
  })
})

describe('overlapping findings', () => {
  // Adjacent street lines chain thousands of overlapping spans into one cluster; choosing among
  // them by pairwise comparison was quadratic (505 ms at 128 KB of `12 Calle Mayor `).
  it('are resolved in time linear in their total length', () => {
    const text = '12 Calle Mayor '.repeat(Math.ceil(512_000 / 15))
    const started = process.cpuUsage()
    scanPayload(text, { mode: 'detect_and_redact', types: COVERAGE_TYPES.high, strategy: 'mask' })
    const used = process.cpuUsage(started)
    expect((used.user + used.system) / 1000).toBeLessThan(750)
  })
})

describe('ReDoS: each detector on 1 MB of adversarial text', () => {
  for (const type of PII_TYPES) {
    it(`${type} finishes every input in under 750 ms`, () => {
      const slowest: { input: string; ms: number } = { input: '', ms: 0 }
      for (const [name, text] of Object.entries(ADVERSARIAL)) {
        const started = process.cpuUsage()
        DETECTORS[type].scan(text, { key: undefined })
        const used = process.cpuUsage(started)
        const ms = (used.user + used.system) / 1000
        if (ms > slowest.ms) Object.assign(slowest, { input: name, ms })
      }
      expect(slowest.ms, `${type} on ${slowest.input}`).toBeLessThan(750)
    })
  }
})

/**
 * The fuzzer's format cases: deep and expanding inputs for every reader, and one clearly named place
 * for the pairs known to fail until their fix lands.
 */
import { describe, expect, it } from 'vitest'
import { FORMAT_BOMBS } from '../src/fuzz/format-bombs.js'
import { CASE_HEALTH_MS, RSS_CEILING_BYTES } from '../src/fuzz/format-stage.js'
import { KNOWN_UNTIL_FIXED } from '../src/fuzz/known-until-fixed.js'

describe('fuzzer format cases', () => {
  it('covers every reader the hostile probe found: XML, YAML anchors, spans, CSV headers, env keys, text modes', () => {
    for (const name of [
      'xml-depth-5000',
      'yaml-anchor-expansion',
      'html-table-spans',
      'csv-dotted-header',
      'csv-duplicate-headers',
      'env-dunder-keys',
      'vtimezone-secondly-from-1601',
      'regex-label-digits',
      'regex-jwt-prefixes',
    ]) {
      expect(FORMAT_BOMBS[name], name).toBeTypeOf('string')
    }
  })

  it('has an RRULE of every frequency with BY-parts that never meet', () => {
    for (const freq of ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']) {
      const ics = FORMAT_BOMBS[`rrule-${freq.toLowerCase()}-never-meets`]
      expect(ics).toContain(`RRULE:FREQ=${freq};BYMONTH=4;BYMONTHDAY=31`)
    }
  })

  it('keeps every case small: the expansion is the reader’s, not the request’s', () => {
    for (const [name, body] of Object.entries(FORMAT_BOMBS)) expect(body.length, name).toBeLessThan(1_000_000)
  })

  it('lists known failures only for cases that exist, each with its finding', () => {
    for (const [service, cases] of Object.entries(KNOWN_UNTIL_FIXED)) {
      for (const [name, finding] of Object.entries(cases)) {
        expect(FORMAT_BOMBS[name], `${service}: ${name}`).toBeDefined()
        expect(finding.length).toBeGreaterThan(20)
      }
    }
  })

  it('states its two properties', () => {
    expect([CASE_HEALTH_MS, RSS_CEILING_BYTES]).toEqual([250, 1024 * 2 ** 20])
  })
})

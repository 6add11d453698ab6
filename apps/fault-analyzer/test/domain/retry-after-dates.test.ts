/**
 * A Retry-After the analyzer could not read still fired "retry-after-honoured" (+0.1 confidence,
 * `after_delay`, `retryAfterSeconds: null`); an impossible HTTP date (`Mon, 30 Feb 2015`) gave 0, "retry
 * now"; an ISO 8601 date was accepted as an HTTP date. HTTP dates are now read by RFC 9110's grammar only
 * and what cannot be read, or names no real instant, is a warning that fires no rule.
 */
import { describe, expect, it } from 'vitest'
import { analyzeEvent } from '../../src/domain/analyze-event.js'
import { readHttpDate } from '../../src/domain/http-date.js'

const DATE = 'Sun, 06 Nov 1994 08:49:37 GMT'
const analyze = (retryAfter: string, date: string | null = DATE) =>
  analyzeEvent({
    statusCode: 429,
    responseHeaders: { 'Retry-After': retryAfter, ...(date === null ? {} : { Date: date }) },
  })

describe('Retry-After that cannot be read fires no rule', () => {
  it.each([
    ['unreadable text', 'soon', 'RETRY_AFTER_UNREADABLE'],
    ['an ISO 8601 timestamp', '1994-11-06T08:50:37Z', 'RETRY_AFTER_UNREADABLE'],
    ['a negative delay', '-5', 'RETRY_AFTER_UNREADABLE'],
    ['a lower-case IMF-fixdate', 'sun, 06 nov 1994 08:50:37 gmt', 'RETRY_AFTER_UNREADABLE'],
    ['an impossible day (30 February)', 'Mon, 30 Feb 2015 08:49:37 GMT', 'RETRY_AFTER_IMPOSSIBLE_DATE'],
    ['hour 24', 'Sun, 06 Nov 1994 24:00:00 GMT', 'RETRY_AFTER_IMPOSSIBLE_DATE'],
    ['a weekday that is not the date’s', 'Mon, 06 Nov 1994 08:50:37 GMT', 'RETRY_AFTER_IMPOSSIBLE_DATE'],
  ])('%s: a warning, no retry-after-honoured, no seconds', (_, value, code) => {
    const analysis = analyze(value)
    const plain = analyzeEvent({ statusCode: 429, responseHeaders: { Date: DATE } })
    expect(analysis.appliedRules).not.toContain('retry-after-honoured')
    expect([analysis.retryAfterSeconds, analysis.retryRecommendation, analysis.confidenceScore]).toEqual([
      null,
      plain.retryRecommendation,
      plain.confidenceScore,
    ])
    expect(analysis.warnings).toEqual([{ code, input: 'responseHeaders.retry-after', message: expect.any(String) }])
    // The caller's value is never repeated in the message.
    expect(analysis.warnings[0]?.message).not.toContain(value)
    expect(analysis.signals.some((s) => s.input === 'responseHeaders.retry-after')).toBe(false)
  })

  it.each([
    ['delay-seconds', '120', 120],
    ['IMF-fixdate', 'Sun, 06 Nov 1994 08:51:37 GMT', 120],
    ['obsolete rfc850', 'Sunday, 06-Nov-94 08:51:37 GMT', 120],
    ['obsolete asctime', 'Sun Nov  6 08:51:37 1994', 120],
    ['a date already past', 'Sat, 05 Nov 1994 08:49:37 GMT', 0],
    ['a leap second', 'Sat, 31 Dec 2016 23:59:60 GMT', 2, 'Sat, 31 Dec 2016 23:59:58 GMT'],
  ])('%s: honoured, with its seconds', (_, value, seconds, date = DATE) => {
    const analysis = analyze(value, date)
    expect(analysis.appliedRules).toContain('retry-after-honoured')
    expect([analysis.retryAfterSeconds, analysis.retryRecommendation, analysis.warnings]).toEqual([
      seconds,
      'after_delay',
      [],
    ])
  })

  it('a readable HTTP date with no readable Date to count from is honoured, its seconds unknown and said so', () => {
    const missing = analyze('Sun, 06 Nov 1994 08:51:37 GMT', null)
    expect([missing.appliedRules.includes('retry-after-honoured'), missing.retryAfterSeconds]).toEqual([true, null])
    expect(missing.warnings.map((w) => w.code)).toEqual(['RETRY_AFTER_NOT_COUNTED'])
    const impossible = analyze('Sun, 06 Nov 1994 08:51:37 GMT', 'Mon, 30 Feb 2015 08:49:37 GMT')
    expect(impossible.retryAfterSeconds).toBeNull()
    expect(impossible.warnings).toEqual([
      { code: 'DATE_UNREADABLE', input: 'responseHeaders.date', message: expect.stringContaining('Feb 2015 has 28') },
    ])
  })

  it('reads the three forms of RFC 9110 §5.6.7 and nothing else', () => {
    const at = Date.UTC(1994, 10, 6, 8, 49, 37)
    expect(readHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toEqual({ kind: 'date', epochMs: at, year: 1994 })
    expect(readHttpDate('Sunday, 06-Nov-94 08:49:37 GMT', 1994)).toEqual({ kind: 'date', epochMs: at, year: 1994 })
    expect(readHttpDate('Sun Nov  6 08:49:37 1994')).toEqual({ kind: 'date', epochMs: at, year: 1994 })
    // rfc850's two-digit year: the latest year with those digits at most 50 years after the reference.
    expect(readHttpDate('Tuesday, 01-Jan-80 00:00:00 GMT', 2026)).toMatchObject({ kind: 'date', year: 1980 })
    expect(readHttpDate('Wednesday, 01-Jan-76 00:00:00 GMT', 2026)).toMatchObject({ kind: 'date', year: 2076 })
    expect(readHttpDate('Tue, 29 Feb 2000 00:00:00 GMT')).toMatchObject({ kind: 'date' })
    expect(readHttpDate('Thu, 29 Feb 1900 00:00:00 GMT')).toMatchObject({ kind: 'impossible' })
    for (const text of [
      '1994-11-06T08:49:37Z',
      'Sun, 06 Nov 1994 08:49:37 +0000',
      'Sun, 6 Nov 1994 08:49:37 GMT',
      'Sun, 06 Nov 1994 08:49 GMT',
      'Sun Nov 6 08:49:37 1994',
      ' Sun, 06 Nov 1994 08:49:37 GMT',
      '784111777',
    ]) {
      expect(readHttpDate(text), text).toEqual({ kind: 'unreadable' })
    }
    expect(readHttpDate('Sun, 06 Nov 1994 08:60:00 GMT')).toMatchObject({ kind: 'impossible' })
    expect(readHttpDate('Sun, 06 Nov 1994 08:49:60 GMT')).toMatchObject({ kind: 'impossible' })
    expect(readHttpDate('Sun, 32 Nov 1994 08:49:37 GMT')).toMatchObject({ kind: 'impossible' })
  })
})

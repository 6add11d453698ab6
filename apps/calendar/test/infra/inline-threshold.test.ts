/**
 * The inline threshold is a measurement: the worst .ics text at INLINE_BELOW_BYTES (zoned events, every
 * one recurring daily, with escaped descriptions and markup) must normalize inside the event-loop budget
 * (CPU time, so that machine load does not decide). The figure is written next to the constant.
 */
import { cpuRunMs, EVENT_LOOP_BUDGET_MS, hostileMarkup } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeIcalTask } from '../../src/domain/normalize-events.js'
import { INLINE_BELOW_BYTES } from '../../src/infra/event-normalizer.js'

const ZONES = ['America/New_York', 'Europe/London', 'Asia/Shanghai', 'Pacific Standard Time', 'CST']

function hostileIcs(bytes: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//calendar//EN']
  for (let i = 0; lines.join('\r\n').length < bytes - 900; i++)
    lines.push(
      'BEGIN:VEVENT',
      `UID:h-${i}@example.com`,
      'DTSTAMP:20240301T120000Z',
      `DTSTART;TZID=${ZONES[i % ZONES.length]}:20240301T185840`,
      `DTEND;TZID=${ZONES[i % ZONES.length]}:20240301T195840`,
      'RRULE:FREQ=DAILY;COUNT=500',
      `SUMMARY:${hostileMarkup(60).replace(/[,;\\]/g, '\\$&')}`,
      `DESCRIPTION:${hostileMarkup(200).replace(/[,;\\]/g, '\\$&')}`,
      'END:VEVENT',
    )
  lines.push('END:VCALENDAR', '')
  return lines.join('\r\n')
}

describe('inline threshold', () => {
  it('normalizes the worst hostile .ics just under the threshold inside the event-loop budget', () => {
    const text = hostileIcs(INLINE_BELOW_BYTES)
    expect(text.length).toBeLessThanOrEqual(INLINE_BELOW_BYTES)
    const ms = cpuRunMs(() => normalizeIcalTask({ text, calendarId: 'c' }), 3)
    console.info(`calendar: hostile .ics ${text.length} B normalized in ${ms.toFixed(1)} ms of CPU`)
    expect(ms).toBeLessThan(EVENT_LOOP_BUDGET_MS)
  })
})

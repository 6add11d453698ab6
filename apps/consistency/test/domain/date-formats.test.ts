import { describe, expect, it } from 'vitest'
import { analyzeConsistency } from '../../src/domain/analyze-consistency.js'
import { epochFormat, isDateFieldName, readDateString, stringDateFormat } from '../../src/domain/date-formats.js'

describe('stringDateFormat', () => {
  it.each([
    ['2024-03-04', 'iso8601'],
    ['2024-03-04T10:00:00Z', 'iso8601'],
    ['2024-03-04 10:00:00.123+01:00', 'iso8601'],
    ['03/04/2024', 'locale'],
    ['31/12/2024', 'locale'],
    ['4.3.2024', 'locale'],
    ['4/3/24', 'locale'],
    ['12/31/2024 10:30 PM', 'locale'],
    ['Mon, 04 Mar 2024 10:00:00 +0000', 'rfc2822'],
    ['4 Mar 2024 10:00 GMT', 'rfc2822'],
  ])('reads %s as %s', (value, format) => {
    expect(stringDateFormat(value)).toBe(format)
  })

  it.each([
    '2024-13-45',
    '13/13/2024',
    '00/00/2024',
    '03/04-2024',
    '10.12.24',
    '1.2.3',
    'SKU-2024-03',
    'leave at the door',
    `2024-03-04T10:00:00Z${' '.repeat(40)}`,
  ])('does not read %j as a date', (value) => {
    expect(stringDateFormat(value)).toBeUndefined()
  })
})

describe('epochFormat and isDateFieldName', () => {
  it('tells epoch seconds from milliseconds and ignores fractions and small numbers', () => {
    expect([1709546400, 1709546400000, 1709546400.5, 42, 1e15].map(epochFormat)).toEqual([
      'epoch_seconds',
      'epoch_milliseconds',
      undefined,
      undefined,
      undefined,
    ])
  })

  it('knows date fields by name', () => {
    expect(['created_at', 'updatedAt', 'date', 'timestamp', 'expires', 'shipped_on'].every(isDateFieldName)).toBe(true)
    expect(['views', 'amount', 'sku', 'update_count'].some(isDateFieldName)).toBe(false)
  })
})

describe('consistency impossible timestamps', () => {
  it.each([
    '2024-03-04T25:00:00Z',
    '2024-03-04T10:00:00+99:99',
    '2024-03-32',
    '2023-02-29',
    '2024-02-30T10:00:00Z',
    '2024-04-31',
    '2024-13-45',
    '2024-03-04T10:60:00Z',
    '32 Mar 2024 10:00 GMT',
    'Tue, 04 Mar 2024 10:00:00 +0000',
    'Mon, 04 Mar 2024 25:00:00 +0000',
    '31/02/2024',
    '03/04/2024 25:00',
    '03/04/2024 13:00 PM',
  ])('%s is an impossible date, not a date', (value) => {
    expect([readDateString(value), stringDateFormat(value)]).toEqual(['impossible', undefined])
  })

  it('keeps real ones, a leap second and 29 February of a leap year included', () => {
    expect(
      [
        '2024-02-29',
        '2016-12-31T23:59:60Z',
        '2024-03-04T10:00:00-12:00',
        '29/02/2024',
        'Mon, 04 Mar 2024 10:00:00 +0000',
      ].map(readDateString),
    ).toEqual(['iso8601', 'iso8601', 'iso8601', 'locale', 'rfc2822'])
  })

  it('reports them as IMPOSSIBLE_DATE and counts them neither as dates nor as text', () => {
    const items = [
      { at: '2024-03-04T10:00:00Z' },
      { at: '2024-03-05T10:00:00Z' },
      { at: '2024-03-04T25:00:00Z' },
      { at: '2024-03-32' },
    ]
    expect(analyzeConsistency(items).warnings).toEqual([
      { code: 'IMPOSSIBLE_DATE', field: '[].at', metadata: { count: 2, exampleItems: ['[2]', '[3]'] } },
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { epochFormat, isDateFieldName, stringDateFormat } from '../../src/domain/date-formats.js'

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

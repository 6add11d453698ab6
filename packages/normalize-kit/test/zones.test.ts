import { describe, expect, it } from 'vitest'
import { createContext, readOffset, readZone, toIsoUtc, wallToInstant } from '../src/index.js'

const wall = { year: 2024, month: 1, day: 15, hour: 18, minute: 58, second: 40 }

describe('wallToInstant', () => {
  it('keeps the seconds of a vendor time', () => {
    const t = wallToInstant(wall, '-06:00')
    expect(t).toMatchObject({ iso: '2024-01-16T00:58:40.000Z', local: '2024-01-15T18:58:40', offset: '-06:00' })
    expect(t?.abbreviation).toBeUndefined()
  })
  it('reads IANA zones with daylight saving through luxon', () => {
    expect(wallToInstant({ ...wall, month: 7 }, 'America/Chicago')?.offset).toBe('-05:00')
    expect(wallToInstant(wall, 'America/Chicago')?.offset).toBe('-06:00')
  })
  it('reads CST as North American Central by default and China Standard Time with a China hint', () => {
    const us = wallToInstant(wall, 'CST')
    expect(us).toMatchObject({ iso: '2024-01-16T00:58:40.000Z', abbreviation: 'CST' })
    const cn = wallToInstant(wall, 'CST', { country: 'CN' })
    expect(cn).toMatchObject({ iso: '2024-01-15T10:58:40.000Z', offset: '+08:00', meaning: 'China Standard Time' })
    expect(wallToInstant(wall, 'CST', { country: 'China' })?.offset).toBe('+08:00')
  })
  it('chooses IST and BST meanings by country', () => {
    expect(wallToInstant(wall, 'IST')?.offset).toBe('+05:30')
    expect(wallToInstant(wall, 'IST', { country: 'IE' })?.offset).toBe('+01:00')
    expect(wallToInstant(wall, 'IST', { country: 'IL' })?.offset).toBe('+02:00')
    expect(wallToInstant(wall, 'BST', { country: 'BD' })?.offset).toBe('+06:00')
    expect(wallToInstant(wall, 'BST')?.offset).toBe('+01:00')
  })
  it('does not flag UTC or GMT, and refuses unknown zones and impossible dates', () => {
    expect(readZone('GMT')?.abbreviation).toBeUndefined()
    expect(readZone('Mars/Olympus')).toBeUndefined()
    expect(wallToInstant({ ...wall, month: 2, day: 30 }, 'UTC')).toBeUndefined()
  })
})

describe('readOffset', () => {
  it('reads offsets up to ±18:00 and calls every other offset-shaped text invalid', () => {
    expect(['-04:00', '+0530', 'UTC+5', '+18:00', '-18'].map(readOffset)).toEqual([-240, 330, 300, 1080, -1080])
    expect(['-25:00', '+99:99', '+05:75', '+18:01', '-1900'].map(readOffset)).toEqual(Array(5).fill('invalid'))
    expect(readOffset('America/Chicago')).toBeUndefined()
    expect(readZone('-25:00')).toBeUndefined()
    expect(wallToInstant(wall, '+99:99')).toBeUndefined()
  })
})

describe('toIsoUtc and ctx.date with abbreviations', () => {
  it('flags the abbreviation that decided the instant', () => {
    const d = toIsoUtc('Tue, 14 Nov 2023 22:13:20 CST')
    expect(d).toMatchObject({ iso: '2023-11-15T04:13:20.000Z', zoneAbbreviation: 'CST' })
    expect(toIsoUtc('Tue, 14 Nov 2023 22:13:20 GMT').zoneAbbreviation).toBeUndefined()
    const ctx = createContext()
    ctx.date('Tue, 14 Nov 2023 22:13:20 EST', undefined, 'issueDate')
    expect(ctx.warnings.map((w) => w.code)).toEqual(['ZONE_ABBREVIATION_ASSUMED'])
  })
})

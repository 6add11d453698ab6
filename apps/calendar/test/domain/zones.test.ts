import { describe, expect, it } from 'vitest'
import { ianaZone, toIana } from '../../src/domain/zones.js'

describe('toIana', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['Pacific Standard Time', 'America/Los_Angeles'],
    ['W. Europe Standard Time', 'Europe/Berlin'],
    ['AUS Eastern Standard Time', 'Australia/Sydney'],
    ['Pacific SA Standard Time', 'America/Santiago'],
    ['GMT Standard Time', 'Europe/London'],
    ['/citadel.org/20190101_1/Europe/Berlin', 'Europe/Berlin'],
    ['"Europe/Paris"', 'Europe/Paris'],
    ['UTC', 'UTC'],
    ['Z', 'UTC'],
  ])('%s -> %s', (tzid, iana) => expect(toIana(tzid)).toBe(iana))
  it('unknown ids are null', () => {
    expect(toIana('Mars/Olympus')).toBeNull()
    expect(toIana('')).toBeNull()
  })
})

describe('ianaZone', () => {
  it('matches luxon at every quarter hour around a change (memoized offsets stay exact)', () => {
    const zone = ianaZone('Australia/Lord_Howe') // 30-minute DST shift
    const instants = [
      Date.UTC(2024, 3, 6, 14, 0),
      Date.UTC(2024, 3, 6, 14, 59),
      Date.UTC(2024, 3, 6, 15, 0),
      Date.UTC(2024, 3, 6, 15, 1),
    ]
    expect(instants.map((ms) => (zone.toWall(ms) - ms) / 60_000)).toEqual([660, 660, 630, 630])
  })
  it('the fall-back overlap reads the first occurrence, the gap moves forward', () => {
    const ny = ianaZone('America/New_York')
    expect(new Date(ny.toUtc(Date.UTC(2024, 10, 3, 1, 30))).toISOString()).toBe('2024-11-03T05:30:00.000Z')
    expect(new Date(ny.toUtc(Date.UTC(2024, 2, 10, 2, 30))).toISOString()).toBe('2024-03-10T07:30:00.000Z')
  })
})

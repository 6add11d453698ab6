/**
 * A vendor timestamp with seconds keeps them through every adapter that reads times: each fixture's
 * timestamps, one at a time, moved a minute on and given seconds (normalize-kit's `secondsVariants`).
 */
import { expectSecondsKept, readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeJob } from '../../src/domain/normalize-job.js'

const FIXTURES = readFixtures(new URL('../fixtures/', import.meta.url)).filter((f) => f.key !== 'edge-cases')

describe('vendor timestamps keep their seconds', () => {
  it('through every adapter whose fixtures carry a time of day', () => {
    const read = expectSecondsKept(FIXTURES, (payload, f) => normalizeJob(payload, f.key))
    const adapters = new Set(read.map((f) => f.split('/')[0]))
    // the others' fixtures carry calendar dates (`2024-10-14`), or a date that wins over their timestamp (below)
    expect([...adapters]).toEqual(
      (
        'ashby greenhouse greenhouse_harvest indeed job_shaped lever linkedin recruitee schema_org ' +
        'smartrecruiters teamtailor workable'
      ).split(' '),
    )
  })

  it.each([
    ['icims', 'postingdate', 'datecreated', '2024-09-10 13:45:37', '2024-09-10T13:45:37.000Z'],
    ['teamtailor', 'start-date', 'created-at', '2024-09-02T10:00:37.000+02:00', '2024-09-02T08:00:37.000Z'],
  ])('%s: the %s fallback %s', (key, date, stamp, written, iso) => {
    const f = FIXTURES.find((x) => x.key === key)
    const text = JSON.stringify(f?.payload)
    expect(text).toContain(`"${date}":`)
    expect(text).toContain(`"${stamp}":`)
    const item = JSON.parse(
      text
        .replace(new RegExp(`"${date}":"[^"]*",?`), '')
        .replace(new RegExp(`"${stamp}":"[^"]*"`), `"${stamp}":"${written}"`),
    ) as unknown
    expect(normalizeJob(item, key).postedDate).toBe(iso)
  })
})

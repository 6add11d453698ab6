/**
 * Job words vendors may write with markup or character references (title, department, company name,
 * place names) leave as text through normalize-kit's `plainText`: every HTML reference decoded once and
 * case-sensitively, tags removed; markup-free text (`R&D`) stays as written. The description keeps its
 * own sanitizer (test/domain/html.test.ts).
 */
import { loadFixture, MARKUP_TEXT_CASES } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeJob } from '../../src/domain/normalize-job.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)

describe('text from vendor markup (Lever)', () => {
  it.each(MARKUP_TEXT_CASES)('%s', (_, written, read) => {
    const posting = structuredClone(loadFixture(FIXTURES, 'lever', 'job.json')) as Record<string, unknown>
    const categories = posting.categories as Record<string, unknown>
    posting.text = `Lead ${written}`
    categories.department = written
    categories.location = `${written}, Netherlands`
    categories.allLocations = [`${written}, Netherlands`]
    const job = normalizeJob(posting, 'lever')
    expect(job.title).toBe(`Lead ${read}`)
    expect(job.department).toBe(read)
    expect(job.location.raw).toBe(`${read}, Netherlands`)
    expect(job.location.country).toBe('NL')
    // `,` and `;` separate the parts of a location line, so such a name is not one city
    if (!/[,;]/.test(read)) expect(job.location.city).toBe(read)
  })

  it('a place with a named reference in its city (structured location)', () => {
    const job = normalizeJob(
      { title: 'Engineer', company: 'Caf&eacute; &amp; Co', location: { city: 'Z&uuml;rich', country: 'CH' } },
      'generic',
    )
    expect(job.company.name).toBe('Café & Co')
    expect(job.location.city).toBe('Zürich')
  })
})

/**
 * Vendor material copied verbatim (test/fixtures/SOURCES.md, `published`): one value row per fixture,
 * every canonical field the example carries a value for. The kit's `runValueRows` fails when a
 * `published` fixture has no row here.
 */
import { readFileSync } from 'node:fs'
import { runValueRows } from '@svc/normalize-kit/testing'
import { expect } from 'vitest'
import { normalizeJobs } from '../../src/domain/normalize-jobs.js'

const APP = new URL('../../', import.meta.url)
const load = (file: string): unknown => JSON.parse(readFileSync(new URL(file, APP), 'utf8'))
const run = (file: string, platform?: string, includeJsonLd = false) =>
  normalizeJobs({ payload: load(file), ...(platform ? { platform } : {}), includeJsonLd })

const GOOGLE = 'test/fixtures/schema_org/google-search-central-example.json'
const HN = 'test/fixtures/job_shaped/hacker-news-job-item.json'

runValueRows({
  index: new URL('../fixtures/SOURCES.md', import.meta.url),
  rows: {
    [GOOGLE]: () => {
      for (const platform of ['schema_org', undefined]) {
        const out = run(GOOGLE, platform, true)
        expect(out.errors).toEqual([])
        expect(out.jobs).toHaveLength(1)
        const job = out.jobs[0]
        expect(job).toMatchObject({
          id: 'schema_org:1234567',
          title: 'Software Engineer',
          descriptionHtml:
            '<p>Google aspires to be an organization that reflects the globally diverse audience that our products and technology serve. We believe that in addition to hiring the best talent, a diversity of perspectives, ideas and cultures leads to the creation of better products and services.</p>',
          company: { name: 'Google', url: 'https://www.google.com', logo: 'https://www.example.com/images/logo.png' },
          location: {
            street: '1600 Amphitheatre Pkwy',
            city: 'Mountain View',
            region: 'CA',
            country: 'US',
            postalCode: '94043',
            remote: 'onsite',
          },
          employmentType: 'contract',
          salary: { min: 40, max: 40, currency: 'USD', period: 'hour', raw: null },
          postedDate: '2024-01-18',
          // The example states no status: not invented.
          jobStatus: 'unknown',
          provenance: { platform: 'schema_org', sourceId: '1234567' },
        })
        expect(job?.description).toMatch(/^Google aspires to be an organization/)
        expect(job?.location.locations).toHaveLength(1)
        // The example's validThrough has no offset ("2024-03-18T00:00"): read as UTC, and said so.
        expect(job?.validThrough).toBe('2024-03-18T00:00:00.000Z')
        expect(job?.interpretation.warnings.map((w) => [w.code, w.field])).toContainEqual([
          'TIMEZONE_ASSUMED',
          'validThrough',
        ])
        // The street goes back out in the rendered JSON-LD.
        expect(job?.jsonLd?.jobLocation).toEqual([
          {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: '1600 Amphitheatre Pkwy',
              addressLocality: 'Mountain View',
              addressRegion: 'CA',
              postalCode: '94043',
              addressCountry: 'US',
            },
          },
        ])
      }
    },
    [HN]: () => {
      const out = run(HN)
      expect(out.errors).toEqual([])
      expect(out.jobs).toHaveLength(1)
      expect(out.jobs[0]).toMatchObject({
        title: 'Justin.tv is looking for a Lead Flash Engineer!',
        postedDate: '2008-05-16T23:40:17.000Z',
      })
      expect(out.jobs[0]?.description).toContain('Justin.tv is the biggest live video site online.')
    },
  },
})

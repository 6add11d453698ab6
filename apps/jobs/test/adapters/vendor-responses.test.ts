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
/**
 * `.jsonc`: a vendor example kept byte for byte although it is not strict JSON (Greenhouse's "Retrieve a
 * job" example has trailing commas); only those commas are dropped before parsing.
 */
const load = (file: string): unknown => {
  const text = readFileSync(new URL(file, APP), 'utf8')
  return JSON.parse(file.endsWith('.jsonc') ? text.replace(/,(\s*[\]}])/g, '$1') : text)
}
const run = (file: string, platform?: string, includeJsonLd = false) =>
  normalizeJobs({ payload: load(file), ...(platform ? { platform } : {}), includeJsonLd })

const GOOGLE = 'test/fixtures/schema_org/google-search-central-example.json'
const HN = 'test/fixtures/job_shaped/hacker-news-job-item.json'
const GH_LIST_ITEM = 'test/fixtures/greenhouse/list-jobs-item-content.json'
const GH_RETRIEVE = 'test/responses/greenhouse/retrieve-job.jsonc'
const HARVEST_JOB = 'test/fixtures/greenhouse_harvest/job-object.json'
const SR_POSTING = 'test/fixtures/smartrecruiters/posting-object.json'
const HARVEST_LIST = 'test/responses/greenhouse_harvest/list-jobs.json'
const TT_SHOW = 'test/fixtures/teamtailor/show-job.json'
const TT_LIST = 'test/responses/teamtailor/list-jobs.json'

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
    [GH_LIST_ITEM]: () => {
      for (const platform of ['greenhouse', undefined]) {
        const out = run(GH_LIST_ITEM, platform)
        expect(out.errors).toEqual([])
        expect(out.jobs).toHaveLength(1)
        expect(out.jobs[0]).toMatchObject({
          id: 'greenhouse:127817',
          title: 'Bad Cop',
          // `&amp;nbsp;` in escaped content: one unescape, then the entity is a no-break space.
          description:
            "The Rule Enforcement team is dedicated to keeping all employees in line. Rule enforcers use various tactics such as physical intimidation, awkward pauses, and dramatic coffee sips in order to make sure everyone does what they're told.",
          location: { raw: 'NYC', city: 'NYC', remote: 'onsite' },
          postedDate: '2016-01-14T15:55:28.000Z',
          applyUrl: 'https://boards.greenhouse.io/vaulttec/jobs/127817',
          jobStatus: 'open',
          // The parent department (`child_ids: [13585]`) is the unit's ancestor, not a second department.
          department: 'Rule Enforcement',
          provenance: { platform: 'greenhouse', sourceId: '127817' },
        })
        expect(out.jobs[0]?.descriptionHtml).toMatch(/^<p>The Rule Enforcement team/)
        // Offices: the job's own office ("New York City"), not its parent region ("East Coast").
        expect(out.jobs[0]?.location.locations.map((l) => [l.raw, l.city, l.region, l.country])).toEqual([
          ['NYC', 'NYC', null, null],
          ['New York, NY, United States', 'New York', 'NY', 'US'],
        ])
      }
    },
    [GH_RETRIEVE]: () => {
      for (const platform of ['greenhouse', undefined]) {
        const out = run(GH_RETRIEVE, platform)
        expect(out.errors).toEqual([])
        expect(out.jobs[0]).toMatchObject({
          id: 'greenhouse:44444',
          title: 'Product Engineer',
          // The reference's example escapes its markup twice (`&amp;lt;p&amp;gt;`): read as markup.
          description:
            'This is the job description.\nAny HTML included through the hosted job application editor will be automatically converted into corresponding HTML entitites.',
          location: { city: 'San Francisco', region: 'CA', country: 'US', remote: 'onsite' },
          postedDate: '2013-07-02T19:39:23.000Z',
          applyUrl: 'http://your.co/careers?gh_jid=444444',
          jobStatus: 'open',
          department: null,
          provenance: { platform: 'greenhouse', sourceId: '44444', sourceUrl: 'http://your.co/careers?gh_jid=444444' },
        })
      }
    },
    [HARVEST_JOB]: () => {
      for (const platform of ['greenhouse_harvest', undefined]) {
        const out = run(HARVEST_JOB, platform)
        expect(out.errors).toEqual([])
        expect(out.jobs[0]).toMatchObject({
          id: 'greenhouse_harvest:6404',
          title: 'Archaeologist',
          description: 'Resistance to electro-magnetic radiation a plus!',
          location: { raw: 'San Francisco, CA', city: 'San Francisco', region: 'CA', country: 'US' },
          employmentType: 'full_time',
          salary: { min: 70000, max: 90000, currency: 'USD', period: null, raw: null },
          postedDate: '2013-12-11T14:42:58.000Z',
          jobStatus: 'closed',
          department: 'Exploration',
          provenance: { platform: 'greenhouse_harvest', sourceId: '6404' },
        })
      }
    },
    [TT_SHOW]: () => {
      for (const platform of ['teamtailor', undefined]) {
        const out = run(TT_SHOW, platform)
        expect(out.errors).toEqual([])
        expect(out.jobs).toHaveLength(1)
        expect(out.jobs[0]).toMatchObject({
          id: 'teamtailor:7199',
          title: 'My new job',
          description: 'hello world',
          descriptionHtml: '<p>hello world</p>',
          // `remote-status: "none"` (none, temporary, hybrid or fully)
          location: { remote: 'onsite', locations: [] },
          // no start-date: `created-at` 2016-11-17T00:00:00.000+01:00, the same instant in UTC
          postedDate: '2016-11-16T23:00:00.000Z',
          validThrough: null,
          applyUrl: 'https://career.teamtailor.com/jobs/7263-yay-horray-3/applications/new',
          jobStatus: 'open',
          provenance: {
            platform: 'teamtailor',
            sourceId: '7199',
            sourceUrl: 'http://career.teamtailor.com/jobs/7263-yay-horray-3',
          },
        })
      }
    },
    [TT_LIST]: () => {
      for (const platform of ['teamtailor', undefined]) {
        // A JSON:API list without `included` (no `?include=`): one job per resource, in order.
        const out = run(TT_LIST, platform)
        expect(out.errors).toEqual([])
        expect(out.jobs.map((j) => [j.id, j.title, j.location.remote, j.jobStatus])).toEqual([
          ['teamtailor:7263', 'Account manager', 'hybrid', 'open'],
          // `remote-status: "temporary"`: remote for now
          ['teamtailor:7262', 'Marketing manager', 'remote', 'open'],
        ])
        expect(out.jobs.map((j) => [j.description, j.postedDate, j.applyUrl])).toEqual([
          [
            'hello',
            '2016-11-16T23:00:00.000Z',
            'https://career.teamtailor.com/jobs/7263-account-manager/applications/new',
          ],
          [
            'hello',
            '2016-11-16T23:00:00.000Z',
            'https://career.teamtailor.com/jobs/7262-marketing-manager/applications/new',
          ],
        ])
      }
    },
    [HARVEST_LIST]: () => {
      const out = run(HARVEST_LIST, 'greenhouse_harvest')
      expect(out.errors).toEqual([])
      expect(out.jobs.map((j) => j.id)).toEqual(['greenhouse_harvest:144371'])
      expect(out.jobs[0]).toMatchObject({
        title: 'Good Cop',
        description: null,
        location: { city: 'New York', region: 'NY', country: 'US' },
        employmentType: 'full_time',
        postedDate: '2015-11-19T19:53:32.662Z',
        jobStatus: 'open',
        department: 'Rule Enforcement',
      })
      // The organization's custom field `salary: "54111"` is read as salary text: no currency, no period.
      expect(out.jobs[0]?.salary).toEqual({ min: 54111, max: 54111, currency: null, period: null, raw: '54111' })
      expect(out.jobs[0]?.interpretation.warnings.map((w) => w.code)).toContain('SALARY_FROM_TEXT')
    },
    [SR_POSTING]: () => {
      for (const platform of ['smartrecruiters', undefined]) {
        const out = run(SR_POSTING, platform)
        expect(out.errors).toEqual([])
        expect(out.jobs[0]).toMatchObject({
          id: 'smartrecruiters:75551135',
          title: 'Director, Customer Engagement',
          description: null,
          company: { name: 'SmartRecruiters Inc' },
          location: { city: 'San Francisco', region: 'CA', country: 'US', remote: 'remote' },
          employmentType: 'full_time',
          experienceLevel: 'executive',
          postedDate: '2014-02-19T19:36:42.346Z',
          // `ref` is the API address of the posting, not a page for applicants.
          applyUrl: null,
          jobStatus: 'open',
          department: 'Marketing',
          provenance: { platform: 'smartrecruiters', sourceId: '75551135' },
        })
        expect(out.jobs[0]?.interpretation.method).toBe(platform ? 'platform_exact' : 'generic_inferred')
      }
    },
    'test/responses/lever/error-not-found.json': () => {
      const out = run('test/responses/lever/error-not-found.json', 'lever')
      expect(out.jobs).toEqual([])
      // Lever's body has no code: none is invented.
      expect(out.errors).toEqual([
        { index: 0, platform: 'lever', error: 'VENDOR_ERROR', message: 'Document not found' },
      ])
    },
    'test/responses/teamtailor/error-not-found.json': () => {
      for (const platform of ['teamtailor', undefined]) {
        const out = run('test/responses/teamtailor/error-not-found.json', platform)
        expect(out.jobs).toEqual([])
        expect(out.errors).toEqual([
          {
            index: 0,
            ...(platform ? { platform } : {}),
            error: 'VENDOR_ERROR',
            message: 'The record identified by 999999 could not be found.',
            vendorCode: '404',
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

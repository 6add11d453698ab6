/**
 * BambooHR careers "job opening" (GET https://{company}.bamboohr.com/careers/{id}/detail, the
 * `result.jobOpening` member; the careers list uses the same names): https://documentation.bamboohr.com/reference/get-job-summaries
 * `locationType` is "0" on site, "1" remote, "2" hybrid; `compensation` is free text.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, place } from './places.js'

interface BambooLocation {
  city?: string
  state?: string
  province?: string
  postalCode?: string
  addressCountry?: string
  country?: string
}
interface BambooOpening {
  id?: string | number
  jobOpeningName?: string
  jobOpeningStatus?: string
  jobOpeningShareUrl?: string
  departmentLabel?: string
  employmentStatusLabel?: string
  location?: BambooLocation
  atsLocation?: BambooLocation
  description?: string
  datePosted?: string
  minimumExperience?: string
  compensation?: string
  isRemote?: boolean | null
  locationType?: string | number
}

const LOCATION_TYPE: Record<string, string> = { '0': 'onsite', '1': 'remote', '2': 'hybrid' }

export const bamboohr = defineAdapter<BambooOpening, JobDraft>({
  key: 'bamboohr',
  category: 'hris',
  source: {
    object: 'Careers job opening',
    apiVersion: 'v1',
    docs: 'https://documentation.bamboohr.com/reference/get-job-summaries',
  },
  detect: {
    required: ['jobOpeningName'],
    bonus: [
      'jobOpeningShareUrl',
      'employmentStatusLabel',
      'departmentLabel',
      'datePosted',
      'jobOpeningStatus',
      'location',
    ],
  },
  envelopes: ['result.jobOpening', 'jobOpening'],
  normalize(p, ctx) {
    const l = p.location ?? p.atsLocation
    return {
      sourceId: ctx.text(p.id) ?? /\/careers\/(\d+)/.exec(p.jobOpeningShareUrl ?? '')?.[1],
      title: ctx.text(p.jobOpeningName),
      html: p.description,
      locations: compact([
        l &&
          place(ctx, {
            city: l.city,
            region: l.state ?? l.province,
            country: l.addressCountry ?? l.country,
            postalCode: l.postalCode,
          }),
      ]),
      remote: LOCATION_TYPE[String(p.locationType)] ?? (p.isRemote ? 'remote' : undefined),
      employmentType: ctx.text(p.employmentStatusLabel),
      experienceLevel: ctx.text(p.minimumExperience),
      salaryText: ctx.text(p.compensation),
      postedDate: ctx.date(p.datePosted, undefined, 'postedDate'),
      applyUrl: ctx.text(p.jobOpeningShareUrl),
      sourceUrl: ctx.text(p.jobOpeningShareUrl),
      status: p.jobOpeningStatus ?? 'open',
      department: ctx.text(p.departmentLabel),
    }
  },
})

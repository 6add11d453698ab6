/**
 * Workable SPI v3 "Job" (GET /spi/v3/jobs/{shortcode}): https://workable.readme.io/reference/job
 * The body is `description` + `requirements` + `benefits` (HTML); `state` is published/draft/closed/archived.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, objects, place, sections } from './places.js'

interface WorkableLocation {
  location_str?: string
  country?: string
  country_code?: string
  region?: string
  region_code?: string
  city?: string
  zip_code?: string
  telecommuting?: boolean
  workplace_type?: string
}
interface WorkableJob {
  id: string
  title?: string
  full_title?: string
  shortcode?: string
  state?: string
  department?: string
  url?: string
  application_url?: string
  shortlink?: string
  location?: WorkableLocation
  locations?: WorkableLocation[]
  salary?: { salary_from?: number; salary_to?: number; salary_currency?: string; salary_period?: string }
  created_at?: string
  description?: string
  requirements?: string
  benefits?: string
  employment_type?: string
  experience?: string
}

export const workable = defineAdapter<WorkableJob, JobDraft>({
  key: 'workable',
  category: 'ats',
  source: { object: 'SPI Job', apiVersion: 'v3', docs: 'https://workable.readme.io/reference/job' },
  detect: {
    required: ['shortcode', 'title', ['application_url', 'shortlink']],
    bonus: [
      'full_title',
      'state',
      'department',
      'location.location_str',
      'employment_type',
      'created_at',
      'description',
    ],
  },
  normalize(p, ctx) {
    const at = (l?: WorkableLocation) =>
      l &&
      place(ctx, {
        raw: l.location_str,
        city: l.city,
        region: l.region ?? l.region_code,
        country: l.country_code ?? l.country,
        postalCode: l.zip_code,
      })
    const loc = objects<WorkableLocation>([p.location])[0]
    return {
      sourceId: ctx.text(p.shortcode ?? p.id),
      title: ctx.text(p.title),
      html: sections([
        { html: p.description },
        { title: 'Requirements', html: p.requirements },
        { title: 'Benefits', html: p.benefits },
      ]),
      locations: compact([at(loc), ...objects<WorkableLocation>(p.locations).map(at)]),
      remote: loc?.workplace_type ?? (loc?.telecommuting ? 'remote' : undefined),
      employmentType: ctx.text(p.employment_type),
      experienceLevel: ctx.text(p.experience),
      salary: p.salary
        ? {
            min: p.salary.salary_from,
            max: p.salary.salary_to,
            currency: p.salary.salary_currency,
            period: p.salary.salary_period,
          }
        : undefined,
      postedDate: ctx.date(p.created_at, undefined, 'postedDate'),
      applyUrl: ctx.text(p.application_url ?? p.url),
      sourceUrl: ctx.text(p.url ?? p.shortlink),
      status: p.state,
      department: ctx.text(p.department),
    }
  },
})

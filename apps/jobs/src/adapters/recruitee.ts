/**
 * Recruitee Careers Site API "Offer" (GET https://{company}.recruitee.com/api/offers/{slug}, the
 * `offer` member): https://docs.recruitee.com/reference/intro-to-careers-site-api
 * The body is `description` + `requirements` (HTML); `remote` / `hybrid` / `on_site` are booleans.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, objects, place, sections, str } from './places.js'

interface RecruiteeLocation {
  city?: string
  state_code?: string
  country_code?: string
  postal_code?: string
  name?: string
}
interface RecruiteeOffer {
  id: number
  slug?: string
  title?: string
  description?: string
  requirements?: string
  location?: string
  city?: string
  state_code?: string
  country_code?: string
  postal_code?: string
  locations?: RecruiteeLocation[]
  remote?: boolean
  hybrid?: boolean
  on_site?: boolean
  careers_url?: string
  careers_apply_url?: string
  department?: string
  employment_type_code?: string
  experience_code?: string
  status?: string
  published_at?: string
  close_at?: string
  company_name?: string
  salary?: { min?: string | number; max?: string | number; currency?: string; period?: string }
}

/** Recruitee writes `2024-10-01 08:15:00 UTC`. */
const utc = (value: unknown) => str(value)?.replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) UTC$/, '$1T$2Z')

export const recruitee = defineAdapter<RecruiteeOffer, JobDraft>({
  key: 'recruitee',
  category: 'ats',
  source: {
    object: 'Careers Site API Offer',
    apiVersion: 'v1',
    docs: 'https://docs.recruitee.com/reference/intro-to-careers-site-api',
  },
  detect: {
    required: ['careers_url', 'title', ['slug', 'careers_apply_url']],
    bonus: [
      'employment_type_code',
      'experience_code',
      'remote',
      'published_at',
      'country_code',
      'department',
      'status',
    ],
  },
  envelopes: ['offer'],
  normalize(p, ctx) {
    const locations = compact(
      objects<RecruiteeLocation>(p.locations).map((l) =>
        place(ctx, {
          raw: l.name,
          city: l.city,
          region: l.state_code,
          country: l.country_code,
          postalCode: l.postal_code,
        }),
      ),
    )
    if (locations.length === 0) {
      const single = place(ctx, {
        raw: p.location,
        city: p.city,
        region: p.state_code,
        country: p.country_code,
        postalCode: p.postal_code,
      })
      if (single) locations.push(single)
    }
    const salary = p.salary
    return {
      sourceId: ctx.text(p.id),
      title: ctx.text(p.title),
      html: sections([{ html: p.description }, { title: 'Requirements', html: p.requirements }]),
      company: { name: ctx.text(p.company_name) },
      locations,
      remote: p.remote ? 'remote' : p.hybrid ? 'hybrid' : p.on_site ? 'onsite' : undefined,
      employmentType: ctx.text(p.employment_type_code),
      experienceLevel: ctx.text(p.experience_code),
      salary:
        salary && (salary.min || salary.max)
          ? {
              min: ctx.number(salary.min, 'salary.min'),
              max: ctx.number(salary.max, 'salary.max'),
              currency: salary.currency,
              period: salary.period,
            }
          : undefined,
      postedDate: ctx.date(utc(p.published_at), undefined, 'postedDate'),
      validThrough: ctx.date(p.close_at, undefined, 'validThrough'),
      applyUrl: ctx.text(p.careers_apply_url ?? p.careers_url),
      sourceUrl: ctx.text(p.careers_url),
      status: p.status ?? 'published',
      department: ctx.text(p.department),
    }
  },
})

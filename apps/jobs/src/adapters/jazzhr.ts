/**
 * JazzHR API "Job" (GET https://api.resumatorapi.com/v1/jobs/{job_id}): https://www.jazzhr.com/api/
 * Salaries are plain strings without a currency; `status` is Open / On Hold / Closed / Filled / Drafting.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, place } from './places.js'

interface JazzJob {
  id: string
  title?: string
  city?: string
  state?: string
  zip?: string
  country_id?: string
  department?: string
  description?: string
  type?: string
  status?: string
  original_open_date?: string
  minimum_salary?: string
  maximum_salary?: string
  board_code?: string
  hiring_lead?: string
  job_url?: string
}

export const jazzhr = defineAdapter<JazzJob, JobDraft>({
  key: 'jazzhr',
  aliases: ['resumator'],
  category: 'ats',
  source: { object: 'Job', apiVersion: 'v1', docs: 'https://www.jazzhr.com/api/' },
  detect: {
    required: ['board_code', 'title', ['original_open_date', 'hiring_lead', 'type']],
    bonus: [
      'city',
      'state',
      'zip',
      'department',
      'description',
      'minimum_salary',
      'maximum_salary',
      'status',
      'country_id',
    ],
  },
  normalize(p, ctx) {
    const min = ctx.number(p.minimum_salary, 'salary.min')
    const max = ctx.number(p.maximum_salary, 'salary.max')
    return {
      sourceId: ctx.text(p.id),
      title: ctx.text(p.title),
      html: p.description,
      locations: compact([place(ctx, { city: p.city, region: p.state, country: p.country_id, postalCode: p.zip })]),
      employmentType: ctx.text(p.type),
      salary: min || max ? { min: min || undefined, max: max || undefined } : undefined,
      postedDate: ctx.date(p.original_open_date, undefined, 'postedDate'),
      applyUrl: ctx.text(p.job_url),
      sourceUrl: ctx.text(p.job_url),
      status: p.status,
      department: ctx.text(p.department),
    }
  },
})

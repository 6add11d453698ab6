/**
 * Greenhouse Harvest API "Job" (GET /v1/jobs/{id}) and "Job Post" (GET /v1/job_posts/{id}), Harvest v1:
 * https://developers.greenhouse.io/harvest.html#the-job-object (job posts: #the-job-post-object).
 * A job has `name`, `status` and `custom_fields`; a job post has `title`, `live` and `content`.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, objects, rawPlaces } from './places.js'

interface Harvest {
  id: number
  name?: string
  title?: string
  requisition_id?: string
  job_id?: number
  status?: string
  live?: boolean
  active?: boolean
  content?: string
  notes?: string
  created_at?: string
  opened_at?: string
  first_published_at?: string
  closed_at?: string
  location?: { name?: string }
  departments?: { name?: string }[]
  offices?: { name?: string; location?: { name?: string } }[]
  custom_fields?: Record<string, unknown>
}

interface SalaryRange {
  min_value?: number
  max_value?: number
  unit?: string
}

export const greenhouseHarvest = defineAdapter<Harvest, JobDraft>({
  key: 'greenhouse_harvest',
  aliases: ['harvest'],
  category: 'ats',
  source: {
    object: 'Harvest Job / Job Post',
    apiVersion: 'v1',
    docs: 'https://developers.greenhouse.io/harvest.html#the-job-object',
  },
  detect: {
    required: [
      ['name', 'title'],
      ['requisition_id', 'job_id'],
      ['openings', 'hiring_team', 'live', 'internal_content'],
    ],
    absent: ['absolute_url'],
    bonus: ['departments', 'offices', 'custom_fields', 'first_published_at', 'status', 'location.name', 'content'],
  },
  normalize(p, ctx) {
    const custom = p.custom_fields && typeof p.custom_fields === 'object' ? p.custom_fields : {}
    const range = objects<SalaryRange>([custom.salary_range])[0]
    const isPost = p.job_id !== undefined
    return {
      sourceId: ctx.text(p.id),
      title: ctx.text(p.title ?? p.name),
      html: p.content ?? (typeof p.notes === 'string' ? p.notes : undefined),
      locations: rawPlaces(ctx, [
        p.location?.name,
        ...objects<{ name?: string; location?: { name?: string } }>(p.offices).map((o) => o.location?.name ?? o.name),
      ]),
      employmentType: ctx.text(custom.employment_type),
      salary: range ? { min: range.min_value, max: range.max_value, currency: range.unit } : undefined,
      salaryText: ctx.text(custom.salary),
      postedDate: ctx.date(p.first_published_at ?? p.opened_at ?? p.created_at, undefined, 'postedDate'),
      status: isPost ? (p.live ? 'open' : p.active === false ? 'closed' : 'paused') : ctx.text(p.status),
      department:
        compact(objects<{ name?: string }>(p.departments).map((d) => ctx.text(d.name))).join(', ') || undefined,
    }
  },
})

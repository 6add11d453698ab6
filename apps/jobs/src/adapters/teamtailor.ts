/**
 * Teamtailor API "jobs" resource, JSON:API document (GET /v1/jobs/{id}?include=locations,department),
 * API version 20240404: https://docs.teamtailor.com/#jobs
 * Attributes are kebab-case; locations and the department come from `included`.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, objects, place } from './places.js'

interface Resource {
  id?: string
  type?: string
  attributes?: Record<string, unknown>
  links?: Record<string, unknown>
  relationships?: Record<string, { data?: { id?: string; type?: string } | { id?: string; type?: string }[] | null }>
}
interface TeamtailorDocument {
  data: Resource
  included?: Resource[]
}

export const teamtailor = defineAdapter<TeamtailorDocument, JobDraft>({
  key: 'teamtailor',
  category: 'ats',
  source: { object: 'jobs resource (JSON:API)', apiVersion: '20240404', docs: 'https://docs.teamtailor.com/#jobs' },
  detect: {
    equals: { 'data.type': 'jobs' },
    required: ['data.attributes.title', ['data.attributes.body', 'data.attributes.pitch']],
    bonus: ['data.attributes.status', 'data.attributes.remote-status', 'data.links.careersite-job-url', 'included'],
  },
  normalize(p, ctx) {
    const a = p.data.attributes ?? {}
    const links = p.data.links ?? {}
    const related = (name: string) => {
      const ref = p.data.relationships?.[name]?.data
      const refs = Array.isArray(ref) ? ref : ref ? [ref] : []
      const included = objects<Resource>(p.included)
      return compact(objects<Resource>(refs).map((r) => included.find((i) => i.type === r.type && i.id === r.id)))
    }
    const locations = compact(
      related('locations').map((l) => {
        const x = l.attributes ?? {}
        return place(ctx, { raw: x.name, city: x.city, country: x.country, postalCode: x.zip })
      }),
    )
    const unit = ctx.text(a['salary-time-unit'])
    return {
      sourceId: ctx.text(p.data.id),
      title: ctx.text(a.title),
      html: typeof a.body === 'string' ? a.body : undefined,
      text: typeof a.body === 'string' ? undefined : ctx.text(a.pitch),
      locations,
      remote: ctx.text(a['remote-status']),
      employmentType: ctx.text(a['employment-type']),
      experienceLevel: ctx.text(a['employment-level']),
      salary:
        a['min-salary'] !== undefined || a['max-salary'] !== undefined
          ? {
              min: ctx.number(a['min-salary'], 'salary.min'),
              max: ctx.number(a['max-salary'], 'salary.max'),
              currency: ctx.text(a.currency),
              period: unit,
            }
          : undefined,
      postedDate: ctx.date(a['start-date'] ?? a['created-at'], undefined, 'postedDate'),
      validThrough: ctx.date(a['end-date'], undefined, 'validThrough'),
      applyUrl: ctx.text(links['careersite-job-apply-url'] ?? links['careersite-job-url']),
      sourceUrl: ctx.text(links['careersite-job-url']),
      status: ctx.text(a.status),
      department: ctx.text(related('department')[0]?.attributes?.name),
    }
  },
})

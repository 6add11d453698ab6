/**
 * iCIMS Job profile (Profiles API, GET /customers/{customerId}/jobs/{jobId}, lower-case field names
 * such as `jobtitle`, `joblocation`, `overview`, `positiontype`): https://developer.icims.com/
 * The body is `overview` + `responsibilities` + `qualifications` (HTML); list fields carry `value`.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, place, sections } from './places.js'

interface Valued {
  id?: string
  value?: string
  formattedvalue?: string
}
interface IcimsJob {
  id?: number | string
  jobtitle?: string
  joblocation?: Valued & {
    address?: { addresscity?: string; addressstate?: Valued; addresscountry?: Valued; addresszip?: string }
  }
  overview?: string
  responsibilities?: string
  qualifications?: string
  positiontype?: Valued
  positioncategory?: Valued
  experiencelevel?: Valued
  folder?: Valued
  datecreated?: string
  postingdate?: string
  closedate?: string
  portalurl?: string
  salarymin?: number | string
  salarymax?: number | string
  department?: Valued
  remotetype?: Valued
}

/** `US-CA-San Jose` -> country, region, city (iCIMS's formatted location). */
function formatted(raw: unknown) {
  const parts = typeof raw === 'string' ? raw.split('-') : undefined
  return parts && parts.length >= 3 && /^[A-Z]{2,3}$/.test(parts[0] ?? '')
    ? { country: parts[0], region: parts[1], city: parts.slice(2).join('-') }
    : {}
}

export const icims = defineAdapter<IcimsJob, JobDraft>({
  key: 'icims',
  category: 'ats',
  source: { object: 'Job profile', apiVersion: 'Profiles API v1', docs: 'https://developer.icims.com/' },
  detect: {
    required: ['jobtitle', ['joblocation', 'folder', 'positiontype', 'overview']],
    bonus: ['overview', 'responsibilities', 'qualifications', 'datecreated', 'positiontype', 'folder'],
  },
  normalize(p, ctx) {
    const loc = p.joblocation
    const raw = loc?.formattedvalue ?? loc?.value
    const f = formatted(raw)
    const a = loc?.address
    const min = ctx.number(p.salarymin, 'salary.min')
    const max = ctx.number(p.salarymax, 'salary.max')
    return {
      sourceId: ctx.text(p.id),
      title: ctx.text(p.jobtitle),
      html: sections([
        { title: 'Overview', html: p.overview },
        { title: 'Responsibilities', html: p.responsibilities },
        { title: 'Qualifications', html: p.qualifications },
      ]),
      locations: compact([
        place(ctx, {
          raw,
          city: a?.addresscity ?? f.city,
          region: a?.addressstate?.value ?? f.region,
          country: a?.addresscountry?.value ?? f.country,
          postalCode: a?.addresszip,
        }),
      ]),
      remote: ctx.text(p.remotetype?.value),
      employmentType: ctx.text(p.positiontype?.value),
      experienceLevel: ctx.text(p.experiencelevel?.value),
      salary: min || max ? { min, max } : undefined,
      postedDate: ctx.date(p.postingdate ?? p.datecreated, undefined, 'postedDate'),
      validThrough: ctx.date(p.closedate, undefined, 'validThrough'),
      applyUrl: ctx.text(p.portalurl),
      sourceUrl: ctx.text(p.portalurl),
      status: ctx.text(p.folder?.value),
      department: ctx.text(p.department?.value ?? p.positioncategory?.value),
    }
  },
})

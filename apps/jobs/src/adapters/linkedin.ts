/**
 * LinkedIn Job Posting API element (POST /rest/simpleJobPostings, one element of `elements`):
 * https://learn.microsoft.com/en-us/linkedin/talent/job-postings/api/job-posting-api-schema
 * `listedAt` / `expireAt` are epoch ms; `jobPostingOperationType` CLOSE means the posting is closed.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { items, objects, rawPlaces } from './places.js'

interface Money {
  amount?: string | number
  currencyCode?: string
}
interface LinkedInPosting {
  externalJobPostingId?: string
  title?: string
  description?: string
  integrationContext?: string
  companyName?: string
  companyApplyUrl?: string
  companyPageUrl?: string
  listedAt?: number
  expireAt?: number
  location?: string
  alternateLocations?: string[]
  employmentStatus?: string
  experienceLevel?: string
  workplaceTypes?: string[]
  jobPostingOperationType?: string
  listingType?: string
  compensation?: { compensations?: { value?: { min?: Money; max?: Money }; period?: string; type?: string }[] }
}

export const linkedin = defineAdapter<LinkedInPosting, JobDraft>({
  key: 'linkedin',
  category: 'job_board',
  source: {
    object: 'Job Posting API element (simpleJobPostings)',
    apiVersion: '2026-03',
    docs: 'https://learn.microsoft.com/en-us/linkedin/talent/job-postings/api/job-posting-api-schema',
  },
  detect: {
    required: ['externalJobPostingId', 'title', ['companyApplyUrl', 'integrationContext', 'listingType']],
    bonus: ['employmentStatus', 'experienceLevel', 'workplaceTypes', 'listedAt', 'location', 'jobPostingOperationType'],
  },
  envelopes: ['elements.0'],
  normalize(p, ctx) {
    type Compensation = NonNullable<NonNullable<LinkedInPosting['compensation']>['compensations']>[number]
    const all = objects<{ compensations?: unknown }>([p.compensation])[0]?.compensations
    const pay = objects<Compensation>(all).find((c) => !c.type || c.type === 'BASE_SALARY')
    const currency = pay?.value?.min?.currencyCode ?? pay?.value?.max?.currencyCode
    const money = pay ? ctx.major(currency, 'salary.currency') : undefined
    return {
      sourceId: ctx.text(p.externalJobPostingId),
      title: ctx.text(p.title),
      html: p.description,
      company: { name: ctx.text(p.companyName), url: ctx.text(p.companyPageUrl) },
      locations: rawPlaces(ctx, [p.location, ...items(p.alternateLocations)]),
      remote: ctx.text(items(p.workplaceTypes)[0]),
      employmentType: ctx.text(p.employmentStatus),
      experienceLevel: ctx.text(p.experienceLevel),
      salary:
        pay && money
          ? {
              min: money(pay.value?.min?.amount),
              max: money(pay.value?.max?.amount),
              currency: money.currency,
              period: pay.period,
            }
          : undefined,
      postedDate: ctx.date(p.listedAt, 'epoch_ms', 'postedDate'),
      validThrough: ctx.date(p.expireAt, 'epoch_ms', 'validThrough'),
      applyUrl: ctx.text(p.companyApplyUrl),
      status: p.jobPostingOperationType === 'CLOSE' ? 'closed' : 'open',
    }
  },
})

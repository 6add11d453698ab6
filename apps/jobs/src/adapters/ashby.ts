/**
 * Ashby public Job Posting API job (GET /posting-api/job-board/{board}?includeCompensation=true, one
 * element of `jobs`): https://developers.ashbyhq.com/docs/public-job-posting-api
 * Compensation tiers carry components with `interval` ("1 YEAR") and `currencyCode`.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft, PlaceDraft } from '../canonical/job.js'
import { compact, objects, place } from './places.js'

interface PostalAddress {
  streetAddress?: string
  addressLocality?: string
  addressRegion?: string
  addressCountry?: string
  postalCode?: string
}
interface Component {
  compensationType?: string
  interval?: string
  currencyCode?: string
  minValue?: number
  maxValue?: number
}
interface AshbyJob {
  id: string
  title?: string
  location?: string
  secondaryLocations?: { location?: string; address?: { postalAddress?: PostalAddress } }[]
  department?: string
  team?: string
  isListed?: boolean
  isRemote?: boolean
  workplaceType?: string
  employmentType?: string
  descriptionHtml?: string
  descriptionPlain?: string
  publishedAt?: string
  jobUrl?: string
  applyUrl?: string
  address?: { postalAddress?: PostalAddress }
  compensation?: {
    scrapeableCompensationSalarySummary?: string
    compensationTierSummary?: string
    summaryComponents?: Component[]
    compensationTiers?: { components?: Component[] }[]
  }
}

export const ashby = defineAdapter<AshbyJob, JobDraft>({
  key: 'ashby',
  category: 'ats',
  source: {
    object: 'Job Posting API job',
    apiVersion: 'posting-api (2024)',
    docs: 'https://developers.ashbyhq.com/docs/public-job-posting-api',
  },
  detect: {
    required: ['title', 'jobUrl', ['descriptionHtml', 'descriptionPlain']],
    bonus: ['isRemote', 'workplaceType', 'employmentType', 'publishedAt', 'applyUrl', 'secondaryLocations', 'isListed'],
  },
  normalize(p, ctx) {
    const at = (raw: unknown, a?: PostalAddress): PlaceDraft | undefined =>
      place(ctx, {
        raw,
        street: a?.streetAddress,
        city: a?.addressLocality,
        region: a?.addressRegion,
        country: a?.addressCountry,
        postalCode: a?.postalCode,
      })
    const comp = objects<NonNullable<AshbyJob['compensation']>>([p.compensation])[0]
    const salary = [
      ...objects<Component>(comp?.summaryComponents),
      ...objects<Component>(objects<{ components?: unknown }>(comp?.compensationTiers)[0]?.components),
    ].find((c) => /salary/i.test(c.compensationType ?? ''))
    return {
      sourceId: ctx.text(p.id),
      title: ctx.text(p.title),
      html: p.descriptionHtml,
      text: p.descriptionHtml ? undefined : p.descriptionPlain,
      locations: compact([
        at(p.location, p.address?.postalAddress),
        ...objects<NonNullable<AshbyJob['secondaryLocations']>[number]>(p.secondaryLocations).map((s) =>
          at(s.location, s.address?.postalAddress),
        ),
      ]),
      remote: p.workplaceType ?? (p.isRemote ? 'remote' : undefined),
      employmentType: ctx.text(p.employmentType),
      salary: salary
        ? { min: salary.minValue, max: salary.maxValue, currency: salary.currencyCode, period: salary.interval }
        : undefined,
      salaryText: comp?.scrapeableCompensationSalarySummary ?? comp?.compensationTierSummary,
      postedDate: ctx.date(p.publishedAt, undefined, 'postedDate'),
      applyUrl: ctx.text(p.applyUrl ?? p.jobUrl),
      sourceUrl: ctx.text(p.jobUrl),
      status: p.isListed === false ? 'unlisted' : 'open',
      department: ctx.text(p.department ?? p.team),
    }
  },
})

/**
 * SmartRecruiters Posting API "Posting" (GET /v1/companies/{companyIdentifier}/postings/{postingId}):
 * https://developers.smartrecruiters.com/docs/posting-api
 * The body is `jobAd.sections` (company, job, qualifications, additional information: HTML `text`).
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, objects, place, sections } from './places.js'

interface Section {
  title?: string
  text?: string
}
interface Labelled {
  id?: string
  label?: string
}
interface SmartRecruitersPosting {
  id: string
  uuid?: string
  name?: string
  refNumber?: string
  ref?: string
  company?: { identifier?: string; name?: string; websiteUrl?: string; logoUrl?: string }
  releasedDate?: string
  location?: {
    city?: string
    region?: string
    country?: string
    postalCode?: string
    address?: string
    remote?: boolean
    hybrid?: boolean
    fullLocation?: string
  }
  department?: Labelled
  function?: Labelled
  typeOfEmployment?: Labelled
  experienceLevel?: Labelled
  postingUrl?: string
  applyUrl?: string
  status?: string
  compensation?: { min?: number; max?: number; currency?: string; period?: string }
  jobAd?: {
    sections?: {
      companyDescription?: Section
      jobDescription?: Section
      qualifications?: Section
      additionalInformation?: Section
    }
  }
}

export const smartrecruiters = defineAdapter<SmartRecruitersPosting, JobDraft>({
  key: 'smartrecruiters',
  category: 'ats',
  source: {
    object: 'Posting',
    apiVersion: 'Posting API v1',
    docs: 'https://developers.smartrecruiters.com/docs/posting-api',
  },
  detect: {
    // A postings-list item (`GET /v1/companies/{id}/postings` `content[]`) has no `jobAd` or URLs, only `ref`
    // (the posting's API URL), and may lack `refNumber`.
    required: ['name', ['refNumber', 'ref'], ['jobAd', 'postingUrl', 'applyUrl', 'ref']],
    bonus: ['typeOfEmployment', 'experienceLevel', 'releasedDate', 'company.name', 'location.city', 'department.label'],
  },
  normalize(p, ctx) {
    const s = p.jobAd?.sections ?? {}
    const l = objects<NonNullable<SmartRecruitersPosting['location']>>([p.location])[0]
    const section = (x?: Section) => ({ title: x?.title, html: x?.text })
    return {
      sourceId: ctx.text(p.id),
      title: ctx.text(p.name),
      html: sections([
        section(s.companyDescription),
        section(s.jobDescription),
        section(s.qualifications),
        section(s.additionalInformation),
      ]),
      company: {
        name: ctx.text(p.company?.name),
        url: ctx.text(p.company?.websiteUrl),
        logo: ctx.text(p.company?.logoUrl),
      },
      locations: compact([
        l &&
          place(ctx, {
            raw: l.fullLocation,
            street: l.address,
            city: l.city,
            region: l.region,
            country: l.country,
            postalCode: l.postalCode,
          }),
      ]),
      remote: l?.remote ? 'remote' : l?.hybrid ? 'hybrid' : l ? 'onsite' : undefined,
      employmentType: ctx.text(p.typeOfEmployment?.label ?? p.typeOfEmployment?.id),
      experienceLevel: ctx.text(p.experienceLevel?.id ?? p.experienceLevel?.label),
      salary: p.compensation
        ? {
            min: p.compensation.min,
            max: p.compensation.max,
            currency: p.compensation.currency,
            period: p.compensation.period,
          }
        : undefined,
      postedDate: ctx.date(p.releasedDate, undefined, 'postedDate'),
      applyUrl: ctx.text(p.applyUrl ?? p.postingUrl),
      sourceUrl: ctx.text(p.postingUrl),
      status: p.status ?? 'open',
      department: ctx.text(p.department?.label ?? p.function?.label),
    }
  },
})

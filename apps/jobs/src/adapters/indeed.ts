/**
 * Indeed XML job feed `<job>` element, read as JSON (one member per child element, CDATA unwrapped):
 * https://docs.indeed.com/ (XML feed reference: title, date, referencenumber, url, company, city, ...)
 * `date` is RFC 2822; `salary` is text ("$50,000 - $60,000 per year"); the feed lists open jobs only.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, place, str } from './places.js'

interface IndeedJob {
  title?: string
  date?: string
  referencenumber?: string
  requisitionid?: string
  url?: string
  company?: string
  sourcename?: string
  city?: string
  state?: string
  country?: string
  postalcode?: string
  streetaddress?: string
  description?: string
  salary?: string
  jobtype?: string
  category?: string
  experience?: string
  expirationdate?: string
  remotetype?: string
}

export const indeed = defineAdapter<IndeedJob, JobDraft>({
  key: 'indeed',
  category: 'job_board',
  source: { object: 'XML feed <job>', apiVersion: 'feed 2024', docs: 'https://docs.indeed.com/' },
  detect: {
    required: ['referencenumber', 'title', 'url', ['company', 'sourcename']],
    bonus: ['date', 'city', 'country', 'description', 'jobtype', 'salary', 'remotetype'],
  },
  envelopes: ['job'],
  normalize(p, ctx) {
    return {
      sourceId: ctx.text(p.referencenumber ?? p.requisitionid),
      title: ctx.text(p.title),
      html: p.description,
      company: { name: ctx.text(p.company ?? p.sourcename) },
      locations: compact([
        place(ctx, {
          street: p.streetaddress,
          city: p.city,
          region: p.state,
          country: p.country,
          postalCode: p.postalcode,
        }),
      ]),
      remote: ctx.text(p.remotetype),
      employmentType: ctx.text(str(p.jobtype)?.split(',')[0]),
      experienceLevel: ctx.text(p.experience),
      salaryText: ctx.text(p.salary),
      postedDate: ctx.date(p.date, undefined, 'postedDate'),
      validThrough: ctx.date(p.expirationdate, undefined, 'validThrough'),
      applyUrl: ctx.text(p.url),
      sourceUrl: ctx.text(p.url),
      status: 'open',
      department: ctx.text(p.category),
    }
  },
})

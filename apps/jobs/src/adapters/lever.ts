/**
 * Lever Postings API "Posting" (GET /v0/postings/{site}/{id}), Postings API v0:
 * https://github.com/lever/postings-api#get-a-specific-job-posting
 * `createdAt` is epoch milliseconds; the body is `description` + `lists` (heading + `<li>` HTML) + `additional`.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { items, objects, rawPlaces, sections } from './places.js'

interface LeverPosting {
  id: string
  text?: string
  state?: string
  categories?: { commitment?: string; department?: string; location?: string; team?: string; allLocations?: string[] }
  country?: string
  description?: string
  descriptionPlain?: string
  lists?: { text?: string; content?: string }[]
  additional?: string
  hostedUrl?: string
  applyUrl?: string
  workplaceType?: string
  createdAt?: number
  salaryRange?: { min?: number; max?: number; currency?: string; interval?: string }
  salaryDescriptionPlain?: string
}

export const lever = defineAdapter<LeverPosting, JobDraft>({
  key: 'lever',
  category: 'ats',
  source: {
    object: 'Postings API Posting',
    apiVersion: 'v0',
    docs: 'https://github.com/lever/postings-api#get-a-specific-job-posting',
  },
  detect: {
    required: ['text', 'hostedUrl', 'categories'],
    bonus: ['descriptionPlain', 'applyUrl', 'workplaceType', 'createdAt', 'lists'],
  },
  normalize(p, ctx) {
    const c = objects<NonNullable<LeverPosting['categories']>>([p.categories])[0] ?? {}
    const lists = objects<{ text?: string; content?: string }>(p.lists).map((l) => ({
      title: l.text,
      html: typeof l.content === 'string' ? `<ul>${l.content}</ul>` : undefined,
    }))
    const html = sections([{ html: p.description }, ...lists, { html: p.additional }])
    const locations = rawPlaces(ctx, [c.location, ...items(c.allLocations)])
    if (locations[0] && typeof p.country === 'string') locations[0].country = p.country
    return {
      sourceId: ctx.text(p.id),
      title: ctx.text(p.text),
      html,
      text: html ? undefined : p.descriptionPlain,
      locations,
      remote: p.workplaceType === 'unspecified' ? undefined : p.workplaceType,
      employmentType: ctx.text(c.commitment),
      salary: p.salaryRange
        ? {
            min: p.salaryRange.min,
            max: p.salaryRange.max,
            currency: p.salaryRange.currency,
            period: p.salaryRange.interval,
          }
        : undefined,
      salaryText: p.salaryDescriptionPlain,
      postedDate: ctx.date(p.createdAt, 'epoch_ms', 'postedDate'),
      applyUrl: ctx.text(p.applyUrl ?? p.hostedUrl),
      sourceUrl: ctx.text(p.hostedUrl),
      status: p.state ?? 'published',
      department: ctx.text(c.department ?? c.team),
    }
  },
})

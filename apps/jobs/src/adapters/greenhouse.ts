/**
 * Greenhouse Job Board API "Job" (GET /v1/boards/{board_token}/jobs/{id}?content=true&pay_transparency=true),
 * Job Board API v1: https://developers.greenhouse.io/job-board.html#retrieve-a-job
 * `content` arrives HTML-escaped (`&lt;p&gt;`); the board lists live postings only, so the status is open.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { compact, objects, rawPlaces } from './places.js'

/** A department or office: the board sends the job's own units and their ancestors (`parent_id`, `child_ids`). */
interface Unit {
  id?: number
  name?: string
  parent_id?: number | null
  child_ids?: number[]
}

/** The units no other listed unit names as its parent: the job's own, without the ancestors sent with them. */
function leaves<T extends Unit>(units: T[]): T[] {
  const parents = new Set(units.map((u) => u.parent_id).filter((id) => typeof id === 'number'))
  return units.filter((u) => typeof u.id !== 'number' || !parents.has(u.id))
}

interface GreenhouseJob {
  id: number
  internal_job_id?: number
  title?: string
  updated_at?: string
  first_published?: string
  requisition_id?: string
  company_name?: string
  absolute_url?: string
  content?: string
  location?: { name?: string }
  departments?: Unit[]
  offices?: (Unit & { location?: string | null })[]
  metadata?: { name?: string; value?: unknown }[] | null
  pay_input_ranges?: { min_cents?: number; max_cents?: number; currency_type?: string; title?: string }[]
}

export const greenhouse = defineAdapter<GreenhouseJob, JobDraft>({
  key: 'greenhouse',
  aliases: ['greenhouse_job_board'],
  category: 'ats',
  source: {
    object: 'Job Board API Job',
    apiVersion: 'v1',
    docs: 'https://developers.greenhouse.io/job-board.html#retrieve-a-job',
  },
  detect: {
    required: ['absolute_url', 'internal_job_id', 'title'],
    bonus: ['content', 'departments', 'offices', 'location.name', 'updated_at'],
  },
  normalize(p, ctx) {
    const meta = (name: RegExp) =>
      objects<{ name?: string; value?: unknown }>(p.metadata).find((m) => name.test(m.name ?? ''))?.value
    const pay = objects<NonNullable<GreenhouseJob['pay_input_ranges']>[number]>(p.pay_input_ranges)[0]
    const money = pay ? ctx.minorUnits(pay.currency_type, 'salary.currency') : undefined
    return {
      sourceId: ctx.text(p.id),
      title: ctx.text(p.title),
      html: p.content,
      company: { name: ctx.text(p.company_name) },
      locations: rawPlaces(ctx, [
        p.location?.name,
        ...leaves(objects<Unit & { location?: string | null }>(p.offices)).map((o) => o.location ?? o.name),
      ]),
      employmentType: ctx.text(meta(/employment|job type|commitment/i)),
      salary:
        pay && money
          ? { min: money(pay.min_cents), max: money(pay.max_cents), currency: money.currency, period: 'year' }
          : undefined,
      postedDate: ctx.date(p.first_published ?? p.updated_at, undefined, 'postedDate'),
      applyUrl: ctx.text(p.absolute_url),
      sourceUrl: ctx.text(p.absolute_url),
      status: 'open',
      department: compact(leaves(objects<Unit>(p.departments)).map((d) => ctx.text(d.name))).join(', ') || undefined,
    }
  },
})

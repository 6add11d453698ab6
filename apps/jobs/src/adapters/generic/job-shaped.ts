/**
 * The custom path: any JSON object with a title and at least one other job member under a common
 * spelling (vocabulary.ts). Reserved vendor keys without a dedicated adapter (jobvite, personio, ...),
 * `custom`, `generic`, `unknown` and any other platform string are read here.
 */
import { defineAdapter, type NormalizeContext, pick } from '@svc/normalize-kit'
import type { JobDraft, PlaceDraft } from '../../canonical/job.js'
import { compact, place } from '../places.js'
import { KEYS } from './vocabulary.js'

type Node = Record<string, unknown>
const asNode = (v: unknown): Node | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined

function textOf(ctx: NormalizeContext, value: unknown): string | undefined {
  const node = asNode(value)
  if (node) return ctx.text(node.name ?? node.label ?? node.value ?? node.title)
  if (Array.isArray(value)) return compact(value.map((v) => textOf(ctx, v))).join(', ') || undefined
  return typeof value === 'boolean' ? String(value) : ctx.text(value)
}

function placesOf(ctx: NormalizeContext, p: Node): PlaceDraft[] {
  const value = pick(p, KEYS.location)
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value]
  const out = compact(
    items.map((item) => {
      const node = asNode(item)
      if (!node) return place(ctx, { raw: item })
      const a = asNode(node.address) ?? node
      return place(ctx, {
        raw:
          node.name ?? node.label ?? node.location_str ?? (typeof node.address === 'string' ? node.address : undefined),
        city: a.city ?? a.addressLocality,
        region: a.state ?? a.region ?? a.addressRegion,
        country: a.country_code ?? a.country ?? a.addressCountry,
        postalCode: a.postal_code ?? a.postalCode ?? a.zip,
      })
    }),
  )
  if (out.length === 0 || (out.length === 1 && !out[0]?.city && typeof pick(p, KEYS.city) === 'string')) {
    const flat = place(ctx, {
      raw: out[0]?.raw,
      city: pick(p, KEYS.city),
      region: pick(p, KEYS.region),
      country: pick(p, KEYS.country),
      postalCode: pick(p, KEYS.postalCode),
    })
    return flat ? [flat] : out
  }
  return out
}

export const jobShaped = defineAdapter<Node, JobDraft>({
  key: 'job_shaped',
  kind: 'generic',
  category: 'generic',
  confidence: 0.6,
  source: { object: 'any JSON object with job members', apiVersion: 'n/a', docs: 'https://schema.org/JobPosting' },
  detect: {
    required: [
      KEYS.title,
      [
        ...KEYS.html,
        ...KEYS.company,
        ...KEYS.location,
        ...KEYS.employmentType,
        ...KEYS.salary,
        ...KEYS.applyUrl,
        ...KEYS.posted,
      ],
    ],
    bonus: [KEYS.company, KEYS.location, KEYS.posted, KEYS.applyUrl],
    ceiling: 0.7,
  },
  normalize(p, ctx) {
    const salary = pick(p, KEYS.salary)
    const salaryNode = asNode(salary)
    const min = ctx.number(
      pick(p, KEYS.salaryMin) ?? salaryNode?.min ?? salaryNode?.minimum ?? salaryNode?.from,
      'salary.min',
    )
    const max = ctx.number(
      pick(p, KEYS.salaryMax) ?? salaryNode?.max ?? salaryNode?.maximum ?? salaryNode?.to,
      'salary.max',
    )
    const company = pick(p, KEYS.company)
    const html = pick(p, KEYS.html)
    const remote = pick(p, KEYS.remote)
    return {
      sourceId: textOf(ctx, pick(p, KEYS.id)),
      title: textOf(ctx, pick(p, KEYS.title)),
      html: typeof html === 'string' ? html : undefined,
      company: {
        name: textOf(ctx, company),
        url: ctx.text(pick(p, KEYS.companyUrl)),
        logo: ctx.text(pick(p, KEYS.logo)),
      },
      locations: placesOf(ctx, p),
      remote: typeof remote === 'boolean' ? remote : textOf(ctx, remote),
      employmentType: textOf(ctx, pick(p, KEYS.employmentType)),
      experienceLevel: textOf(ctx, pick(p, KEYS.level)),
      salary:
        min !== undefined || max !== undefined
          ? {
              min,
              max,
              currency: textOf(ctx, pick(p, KEYS.currency) ?? salaryNode?.currency),
              period: textOf(
                ctx,
                pick(p, KEYS.period) ?? salaryNode?.period ?? salaryNode?.interval ?? salaryNode?.unit,
              ),
            }
          : undefined,
      salaryText: typeof salary === 'string' ? salary : typeof salary === 'number' ? String(salary) : undefined,
      postedDate: ctx.date(pick(p, KEYS.posted), undefined, 'postedDate'),
      validThrough: ctx.date(pick(p, KEYS.validThrough), undefined, 'validThrough'),
      applyUrl: ctx.text(pick(p, KEYS.applyUrl)),
      sourceUrl: ctx.text(pick(p, KEYS.sourceUrl)),
      status: textOf(ctx, pick(p, KEYS.status)),
      department: textOf(ctx, pick(p, KEYS.department)),
    }
  },
})

/**
 * schema.org `JobPosting` JSON-LD (what career pages embed for Google for Jobs), recognized on every
 * path: bare, or inside `@graph`. https://schema.org/JobPosting and
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { JobDraft, PlaceDraft } from '../../canonical/job.js'
import { compact, place } from '../places.js'

type Node = Record<string, unknown>
const asNode = (v: unknown): Node | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined
const many = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v])
const nameOf = (v: unknown): unknown => asNode(v)?.name ?? v

function jobPlace(ctx: NormalizeContext, value: unknown): PlaceDraft | undefined {
  const node = asNode(value)
  if (!node) return place(ctx, { raw: value })
  const a = asNode(node.address) ?? {}
  return place(ctx, {
    raw: typeof node.address === 'string' ? node.address : node.name,
    street: a.streetAddress,
    city: a.addressLocality,
    region: a.addressRegion,
    country: nameOf(a.addressCountry),
    postalCode: a.postalCode,
  })
}

export const schemaOrg = defineAdapter<Node, JobDraft>({
  key: 'schema_org',
  kind: 'generic',
  category: 'generic',
  confidence: 0.85,
  source: {
    object: 'schema.org JobPosting (JSON-LD)',
    apiVersion: 'schema.org 29',
    docs: 'https://schema.org/JobPosting',
  },
  detect: {
    equals: { '@type': 'JobPosting' },
    required: ['title'],
    bonus: ['datePosted', 'hiringOrganization', 'jobLocation'],
  },
  envelopes: ['@graph.0', '@graph.1', '@graph.2', 'jsonLd', 'jsonld'],
  normalize(p, ctx) {
    const org = asNode(p.hiringOrganization)
    const salary = asNode(p.baseSalary)
    const value = asNode(salary?.value)
    const id = asNode(p.identifier)
    const types = many(p.employmentType).map((t) => ctx.text(t))
    const remote = p.jobLocationType === 'TELECOMMUTE' ? 'remote' : undefined
    return {
      sourceId: ctx.text(id?.value ?? p.identifier),
      title: ctx.text(p.title),
      html: typeof p.description === 'string' ? p.description : undefined,
      company: {
        name: ctx.text(org?.name ?? p.hiringOrganization),
        url: ctx.text(org?.sameAs ?? org?.url),
        logo: ctx.text(org?.logo),
      },
      locations: compact(many(p.jobLocation).map((l) => jobPlace(ctx, l))),
      remote,
      employmentType: types[0],
      experienceLevel: ctx.text(asNode(p.experienceRequirements)?.name ?? p.experienceRequirements),
      salary: value
        ? {
            min: ctx.number(value.minValue ?? value.value, 'salary.min'),
            max: ctx.number(value.maxValue ?? value.value, 'salary.max'),
            currency: ctx.text(salary?.currency),
            period: ctx.text(value.unitText),
          }
        : undefined,
      salaryText: typeof p.baseSalary === 'string' ? p.baseSalary : undefined,
      postedDate: ctx.date(p.datePosted, undefined, 'postedDate'),
      validThrough: ctx.date(p.validThrough, undefined, 'validThrough'),
      applyUrl: ctx.text(p.url),
      sourceUrl: ctx.text(p.url),
      status: ctx.text(p.jobStatus),
      department: ctx.text(p.occupationalCategory),
    }
  },
})

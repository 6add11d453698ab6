/**
 * The custom path: any JSON object with a title and at least one other job member under a common
 * spelling (vocabulary.ts). Reserved vendor keys without a dedicated adapter (jobvite, personio, ...),
 * `custom`, `generic`, `unknown` and any other platform string are read here.
 */
import { defineAdapter, pick } from '@svc/normalize-kit'
import type { JobDraft } from '../../canonical/job.js'
import { asNode, type Node, placesOf, sectionsOf, textOf } from './read-custom.js'
import { KEYS } from './vocabulary.js'

/**
 * A Hacker News item of `type: "job"` carries its posting time as `time`, Unix seconds
 * (https://github.com/HackerNews/API#items). `time` is read only there: elsewhere it is too common a word.
 */
const hackerNewsTime = (p: Node) =>
  p.type === 'job' && typeof p.time === 'number' && Number.isInteger(p.time) ? p.time : undefined

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
      html: typeof html === 'string' ? html : sectionsOf(p),
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
      postedDate: ctx.date(pick(p, KEYS.posted) ?? hackerNewsTime(p), undefined, 'postedDate'),
      validThrough: ctx.date(pick(p, KEYS.validThrough), undefined, 'validThrough'),
      applyUrl: ctx.text(pick(p, KEYS.applyUrl)),
      sourceUrl: ctx.text(pick(p, KEYS.sourceUrl)),
      status: textOf(ctx, pick(p, KEYS.status)),
      department: textOf(ctx, pick(p, KEYS.department)),
    }
  },
})

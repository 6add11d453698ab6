/**
 * POST /normalize: `{ payload, platform? }` or `{ inputs: [{platform, data} | {platform?, payload}] }`,
 * plus `includeJsonLd`. Items stay `unknown` here: a bad item is an `errors` entry, not a 400.
 */
import { z } from 'zod'
import { JobShape } from '../canonical/job.js'
import { MAX_JOBS } from '../domain/normalize-jobs.js'

const Platform = z.string().min(1).max(64).meta({
  description:
    'Platform key (GET /platforms), a reserved key, `custom`, `generic`, `unknown` or any string; omitted = inferred',
})

export const LEVER_EXAMPLE = {
  id: '5ac21346-8e0c-4494-8e7a-3eb92ff77902',
  text: 'Senior Backend Engineer',
  categories: { commitment: 'Full-time', department: 'Engineering', location: 'Berlin, Germany', team: 'Platform' },
  country: 'DE',
  description: '<p>We build the payments platform.</p><script>alert(1)</script>',
  descriptionPlain: 'We build the payments platform.',
  lists: [{ text: 'What you will do', content: '<li>Design APIs</li><li>Own services end to end</li>' }],
  additional: '<p>Hybrid: two office days a week.</p>',
  hostedUrl: 'https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
  applyUrl: 'https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
  workplaceType: 'hybrid',
  createdAt: 1731398400000,
  salaryRange: { min: 70000, max: 90000, currency: 'EUR', interval: 'per-year-salary' },
}

const Input = z
  .strictObject({
    platform: Platform.optional(),
    data: z.array(z.unknown()).max(MAX_JOBS).optional().meta({ description: "The bucket's jobs" }),
    payload: z.unknown().optional().meta({ description: 'One job or an array of jobs' }),
  })
  .refine((i) => (i.data === undefined) !== (i.payload === undefined), {
    message:
      'An `inputs` element holds either `data` (an array of jobs) or `payload` (a job or an array), not both or neither.',
  })

export const NormalizeBody = z
  .strictObject({
    payload: z.unknown().optional().meta({ description: 'One job object or an array of jobs' }),
    platform: Platform.optional(),
    inputs: z.array(Input).min(1).max(1000).optional(),
    includeJsonLd: z
      .boolean()
      .optional()
      .meta({ description: 'Add `jsonLd` (schema.org JobPosting, ready for Google for Jobs) to each job' }),
  })
  .refine((b) => (b.payload === undefined) !== (b.inputs === undefined), {
    message:
      'Send either `payload` (one job or an array, with an optional `platform`) or `inputs` (buckets), not both or neither.',
  })
  .refine((b) => b.inputs === undefined || b.platform === undefined, {
    message: '`platform` goes inside each `inputs` element when `inputs` is used.',
  })
  .meta({
    examples: [
      { payload: LEVER_EXAMPLE, platform: 'lever', includeJsonLd: true },
      {
        inputs: [
          { platform: 'lever', data: [LEVER_EXAMPLE] },
          {
            platform: 'personio',
            payload: { id: 7, name: 'Werkstudent Marketing (m/w/d)', office: 'München', employmentType: 'Teilzeit' },
          },
        ],
      },
    ],
  })

const ErrorEntry = z.object({
  index: z.number().int().meta({ description: "Position in the bucket's list (or in `payload`)" }),
  item: z
    .number()
    .int()
    .optional()
    .meta({ description: 'Position inside a vendor list response (`{ jobs: [...] }`) sent as one item' }),
  bucket: z.number().int().optional().meta({ description: 'Position in `inputs`' }),
  platform: z.string().optional(),
  error: z.string(),
  message: z.string(),
  vendorCode: z.string().optional().meta({
    description: "VENDOR_ERROR: the vendor's own code (`404`, `NOT_FOUND`); `message` is the vendor's reason",
  }),
})

export const NormalizeReply = z.object({
  jobs: z.array(JobShape),
  errors: z.array(ErrorEntry),
  metadata: z.object({
    total: z.number().int(),
    normalized: z.number().int(),
    failed: z.number().int(),
    byPlatform: z.record(z.string(), z.number().int()),
    byMethod: z.record(z.string(), z.number().int()),
  }),
})

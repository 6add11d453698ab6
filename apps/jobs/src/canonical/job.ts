/**
 * The canonical job posting (README "The canonical job"). One zod
 * declaration gives the reply validation in tests, the OpenAPI document and the types; adapters
 * import the draft types only. Every member is always present: what the vendor did not send is `null`.
 */
import { z } from 'zod'

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
  'volunteer',
  'per_diem',
  'other',
] as const
export const EXPERIENCE_LEVELS = ['internship', 'entry', 'mid', 'senior', 'lead', 'executive', 'unspecified'] as const
export const JOB_STATUSES = ['open', 'closed', 'draft', 'paused', 'unknown'] as const
export const REMOTE_MODES = ['onsite', 'hybrid', 'remote'] as const
export const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const
export const METHODS = ['platform_exact', 'platform_fuzzy', 'generic_inferred'] as const

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]
export type JobStatus = (typeof JOB_STATUSES)[number]
export type RemoteMode = (typeof REMOTE_MODES)[number]
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]
export type Method = (typeof METHODS)[number]

const Text = z.string().nullable()

const Place = {
  raw: Text,
  street: Text.meta({ description: 'Street address line(s) as the vendor sent them (schema.org `streetAddress`)' }),
  city: Text,
  region: Text,
  country: Text.meta({ description: 'ISO 3166-1 alpha-2 when mappable, else as written' }),
  postalCode: Text,
}

export const PlaceShape = z.object(Place).meta({ id: 'JobPlace' })

export const LocationShape = z
  .object({
    ...Place,
    remote: z.enum(REMOTE_MODES).nullable(),
    locations: z.array(PlaceShape).meta({ description: 'Every location of the posting; the first is repeated above.' }),
  })
  .meta({ id: 'JobLocation' })

export const SalaryShape = z
  .object({
    min: z.number().nullable(),
    max: z.number().nullable(),
    currency: Text.meta({ description: 'ISO 4217' }),
    period: z.enum(SALARY_PERIODS).nullable(),
    raw: Text.meta({ description: 'The salary text as written, when it was parsed from text' }),
  })
  .meta({ id: 'Salary' })

export const WarningShape = z.object({ code: z.string(), message: z.string(), field: z.string().optional() })

export const JobShape = z
  .object({
    id: z.string().meta({ description: '`<platform>:<vendor id>`, or a content hash when the vendor sent no id' }),
    title: z.string(),
    description: Text.meta({ description: 'Plain text, HTML stripped' }),
    descriptionHtml: Text.meta({ description: 'Sanitized HTML (allowlist; scripts, styles, handlers removed)' }),
    company: z.object({ name: Text, url: Text, logo: Text }),
    location: LocationShape,
    employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
    experienceLevel: z.enum(EXPERIENCE_LEVELS),
    salary: SalaryShape.nullable(),
    postedDate: Text,
    validThrough: Text,
    applyUrl: Text,
    jobStatus: z.enum(JOB_STATUSES),
    department: Text,
    provenance: z.object({ platform: z.string(), sourceId: Text, sourceUrl: Text }),
    interpretation: z.object({
      method: z.enum(METHODS),
      confidence: z.number(),
      warnings: z.array(WarningShape),
    }),
    jsonLd: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'schema.org JobPosting JSON-LD, present with `includeJsonLd: true`' }),
  })
  .meta({ id: 'Job' })

export type Job = z.infer<typeof JobShape>
export type Place = z.infer<typeof PlaceShape>
export type Salary = z.infer<typeof SalaryShape>

/** What an adapter returns: vendor values read through ctx, vocabulary words still raw. */
export interface PlaceDraft {
  raw?: string | undefined
  street?: string | undefined
  city?: string | undefined
  region?: string | undefined
  country?: string | undefined
  postalCode?: string | undefined
}

export interface SalaryDraft {
  min?: number | undefined
  max?: number | undefined
  currency?: string | undefined
  /** A period word (`year`, `per-year-salary`, `HOURLY`, `1 YEAR`) mapped by the domain. */
  period?: string | undefined
  raw?: string | undefined
}

export interface JobDraft {
  sourceId?: string | undefined
  title?: string | undefined
  /** The description as HTML (sanitized by the domain), or `text` when the vendor sends plain text. */
  html?: string | undefined
  text?: string | undefined
  company?: { name?: string | undefined; url?: string | undefined; logo?: string | undefined }
  locations?: PlaceDraft[]
  /** A remote word or flag (`remote`, `Hybrid`, `OnSite`, true). */
  remote?: string | boolean | undefined
  employmentType?: string | undefined
  experienceLevel?: string | undefined
  salary?: SalaryDraft | undefined
  /** Salary text to parse when there is no structured salary. */
  salaryText?: string | undefined
  postedDate?: string | undefined
  validThrough?: string | undefined
  applyUrl?: string | undefined
  sourceUrl?: string | undefined
  status?: string | undefined
  department?: string | undefined
}

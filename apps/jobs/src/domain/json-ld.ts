/**
 * A canonical job as schema.org `JobPosting` JSON-LD, with what Google for Jobs requires (title,
 * description, datePosted, hiringOrganization, jobLocation or jobLocationType TELECOMMUTE with
 * applicantLocationRequirements) and the recommended members we have (baseSalary, employmentType,
 * validThrough, identifier, url). Members we do not have are left out, never invented; the missing
 * required ones are listed so the caller can warn (JSONLD_INCOMPLETE).
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */
import type { EmploymentType, Job, JobStatus, SalaryPeriod } from '../canonical/job.js'

type JobLike = Omit<Job, 'interpretation' | 'jsonLd'>

const EMPLOYMENT: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  per_diem: 'PER_DIEM',
  other: 'OTHER',
}
const UNIT: Record<SalaryPeriod, string> = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' }
const CLOSED: readonly JobStatus[] = ['closed']

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''))

export function toJsonLd(job: JobLike): { jsonLd: Record<string, unknown>; missing: string[] } {
  const places = job.location.locations.filter((p) => p.street || p.city || p.region || p.country || p.postalCode)
  const remote = job.location.remote === 'remote'
  const salary = job.salary
  const jsonLd = defined({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml ?? job.description,
    datePosted: job.postedDate,
    validThrough: CLOSED.includes(job.jobStatus) ? (job.validThrough ?? job.postedDate) : job.validThrough,
    employmentType: job.employmentType ? EMPLOYMENT[job.employmentType] : undefined,
    hiringOrganization: job.company.name
      ? defined({ '@type': 'Organization', name: job.company.name, sameAs: job.company.url, logo: job.company.logo })
      : undefined,
    jobLocation: places.length
      ? places.map((p) => ({
          '@type': 'Place',
          address: defined({
            '@type': 'PostalAddress',
            streetAddress: p.street,
            addressLocality: p.city,
            addressRegion: p.region,
            postalCode: p.postalCode,
            addressCountry: p.country,
          }),
        }))
      : undefined,
    jobLocationType: remote ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements:
      remote && job.location.country ? { '@type': 'Country', name: job.location.country } : undefined,
    baseSalary:
      salary?.currency && (salary.min !== null || salary.max !== null)
        ? {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: defined({
              '@type': 'QuantitativeValue',
              ...(salary.min !== null && salary.min === salary.max
                ? { value: salary.min }
                : { minValue: salary.min, maxValue: salary.max }),
              unitText: salary.period ? UNIT[salary.period] : undefined,
            }),
          }
        : undefined,
    identifier: job.provenance.sourceId
      ? { '@type': 'PropertyValue', name: job.company.name ?? job.provenance.platform, value: job.provenance.sourceId }
      : undefined,
    url: job.provenance.sourceUrl ?? job.applyUrl,
  })
  const missing = ['title', 'description', 'datePosted', 'hiringOrganization'].filter((k) => jsonLd[k] === undefined)
  if (!jsonLd.jobLocation && !jsonLd.jobLocationType) missing.push('jobLocation')
  return { jsonLd, missing }
}

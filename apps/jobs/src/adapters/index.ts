/**
 * Every adapter of the job posting normalizer, listed explicitly (no discovery) and sorted by key:
 * 14 dedicated platform keys (13 vendors; Greenhouse has the Job Board and Harvest APIs), then the
 * generic modes: schema.org JSON-LD and the custom path.
 */
import { type AnyAdapter, createRegistry } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { ashby } from './ashby.js'
import { bamboohr } from './bamboohr.js'
import { jobShaped } from './generic/job-shaped.js'
import { schemaOrg } from './generic/schema-org.js'
import { greenhouse } from './greenhouse.js'
import { greenhouseHarvest } from './greenhouse-harvest.js'
import { icims } from './icims.js'
import { indeed } from './indeed.js'
import { jazzhr } from './jazzhr.js'
import { lever } from './lever.js'
import { linkedin } from './linkedin.js'
import { recruitee } from './recruitee.js'
import { smartrecruiters } from './smartrecruiters.js'
import { teamtailor } from './teamtailor.js'
import { workable } from './workable.js'
import { workday } from './workday.js'

export const dedicatedAdapters: readonly AnyAdapter<JobDraft>[] = [
  ashby,
  bamboohr,
  greenhouse,
  greenhouseHarvest,
  icims,
  indeed,
  jazzhr,
  lever,
  linkedin,
  recruitee,
  smartrecruiters,
  teamtailor,
  workable,
  workday,
]

export const genericModes: readonly AnyAdapter<JobDraft>[] = [jobShaped, schemaOrg]

/** Vendor keys reserved for the custom path (no dedicated adapter yet): named in GET /platforms. */
export const RESERVED_KEYS = [
  'adp',
  'breezy',
  'dice',
  'glassdoor',
  'jobvite',
  'monster',
  'personio',
  'pinpoint',
  'rippling',
  'successfactors',
  'taleo',
  'ukg',
  'ziprecruiter',
] as const

/** Keys that mean "I do not know the platform": read like an omitted platform, no mismatch warning. */
export const UNDECLARED_KEYS = ['custom', 'generic', 'unknown'] as const

export const registry = createRegistry<JobDraft>([...dedicatedAdapters, ...genericModes], { genericKey: 'generic' })

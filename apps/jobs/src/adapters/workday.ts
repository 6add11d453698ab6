/**
 * Workday Recruiting career site job posting (CXS JSON, GET /wday/cxs/{tenant}/{site}/job/{path}:
 * `jobPostingInfo` + `hiringOrganization`; the bare `jobPostingInfo` object is accepted too),
 * Workday Recruiting REST "jobPostings": https://community.workday.com/sites/default/files/file-hosting/restapi/index.html
 * `postedOn` is relative text ("Posted 3 Days Ago"), so the posting's `startDate` is the posted date.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { JobDraft } from '../canonical/job.js'
import { items, objects, rawPlaces } from './places.js'

interface PostingInfo {
  id?: string
  title?: string
  jobDescription?: string
  location?: string
  additionalLocations?: string[]
  startDate?: string
  endDate?: string
  timeType?: string
  jobReqId?: string
  jobPostingId?: string
  country?: { descriptor?: string }
  externalUrl?: string
  remoteType?: string
  canApply?: boolean
  posted?: boolean
}
interface WorkdayPosting extends PostingInfo {
  jobPostingInfo?: PostingInfo
  hiringOrganization?: { name?: string; url?: string }
}

export const workday = defineAdapter<WorkdayPosting, JobDraft>({
  key: 'workday',
  category: 'hcm',
  source: {
    object: 'Recruiting job posting (jobPostingInfo)',
    apiVersion: 'CXS / Recruiting v1',
    docs: 'https://community.workday.com/sites/default/files/file-hosting/restapi/index.html',
  },
  detect: {
    required: [
      ['jobPostingInfo.title', 'title'],
      ['jobPostingInfo.jobReqId', 'jobPostingInfo.jobPostingId', 'jobReqId', 'jobPostingId'],
      ['jobPostingInfo.timeType', 'jobPostingInfo.jobDescription', 'timeType'],
    ],
    bonus: [
      ['jobPostingInfo.startDate', 'startDate'],
      ['jobPostingInfo.externalUrl', 'externalUrl'],
      'hiringOrganization.name',
    ],
  },
  normalize(p, ctx) {
    const info = objects<PostingInfo>([p.jobPostingInfo])[0] ?? p
    const locations = rawPlaces(ctx, [info.location, ...items(info.additionalLocations)])
    if (locations[0] && info.country?.descriptor && locations.length === 1)
      locations[0].country = info.country.descriptor
    return {
      sourceId: ctx.text(info.jobReqId ?? info.jobPostingId ?? info.id),
      title: ctx.text(info.title),
      html: info.jobDescription,
      company: { name: ctx.text(p.hiringOrganization?.name), url: ctx.text(p.hiringOrganization?.url) },
      locations,
      remote: ctx.text(info.remoteType),
      employmentType: ctx.text(info.timeType),
      postedDate: ctx.date(info.startDate, undefined, 'postedDate'),
      validThrough: ctx.date(info.endDate, undefined, 'validThrough'),
      applyUrl: ctx.text(info.externalUrl),
      sourceUrl: ctx.text(info.externalUrl),
      status: info.canApply === false ? 'closed' : info.posted === false ? 'unpublished' : 'open',
    }
  },
})

/** HubSpot CRM Meetings engagement object, API v3: https://developers.hubspot.com/docs/api/crm/meetings */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { EventDraft, EventStatus } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { str } from './shared.js'

type R = Payload
const OUTCOME = codeTable<EventStatus>({
  confirmed: ['SCHEDULED', 'COMPLETED', 'RESCHEDULED', 'NO_SHOW'],
  cancelled: ['CANCELED'],
})

export const hubspotMeetings = defineAdapter<R, EventDraft>({
  key: 'hubspot_meetings',
  aliases: ['hubspot'],
  category: 'crm',
  source: {
    object: 'Meeting (engagement)',
    apiVersion: 'CRM v3',
    docs: 'https://developers.hubspot.com/docs/api/crm/meetings',
  },
  detect: {
    required: ['properties.hs_meeting_start_time'],
    bonus: ['properties.hs_meeting_title', 'properties.hs_meeting_end_time', 'properties.hs_meeting_outcome'],
  },
  normalize(p, ctx) {
    const q: R = p.properties ?? {}
    return {
      sourceId: str(p.id),
      uid: str(p.id),
      title: str(q.hs_meeting_title),
      description: str(q.hs_meeting_body) ?? str(q.hs_internal_meeting_notes),
      // hs_meeting_external_url is "the external URL for the calendar event" (a Google or Outlook calendar
      // link), not the call; hs_meeting_location "could be … a videoconference link"
      location: {
        text: str(q.hs_meeting_location),
        url: str(q.hs_meeting_external_url),
        onlineMeetingUrl: /^https?:\/\//i.test(str(q.hs_meeting_location) ?? '') ? str(q.hs_meeting_location) : null,
      },
      start: str(q.hs_meeting_start_time) ? { value: q.hs_meeting_start_time } : null,
      end: str(q.hs_meeting_end_time) ? { value: q.hs_meeting_end_time } : null,
      status: ctx.code(OUTCOME, q.hs_meeting_outcome, 'status') ?? null,
    }
  },
})

/** Microsoft Graph onlineMeeting resource (Teams), v1.0: https://learn.microsoft.com/en-us/graph/api/resources/onlinemeeting */
import { defineAdapter } from '@svc/normalize-kit'
import type { Attendee, EventDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { attendee, person, str } from './shared.js'

type R = Payload
const ROLE: Record<string, Attendee['role']> = {
  attendee: 'required',
  presenter: 'required',
  producer: 'chair',
  coorganizer: 'chair',
}

export const teams = defineAdapter<R, EventDraft>({
  key: 'teams',
  aliases: ['microsoft_teams', 'online_meeting'],
  category: 'meeting',
  source: {
    object: 'onlineMeeting',
    apiVersion: 'Graph v1.0',
    docs: 'https://learn.microsoft.com/en-us/graph/api/resources/onlinemeeting',
  },
  detect: {
    required: [['joinWebUrl', 'joinUrl'], 'startDateTime', 'participants'],
    bonus: ['chatInfo', 'audioConferencing', 'creationDateTime'],
  },
  normalize(p, ctx) {
    const organizer = p.participants?.organizer
    return {
      sourceId: str(p.id),
      uid: str(p.externalId) ?? str(p.id),
      title: str(p.subject),
      location: { text: null, url: null, onlineMeetingUrl: str(p.joinWebUrl) ?? str(p.joinUrl) },
      start: str(p.startDateTime) ? { value: p.startDateTime } : null,
      end: str(p.endDateTime) ? { value: p.endDateTime } : null,
      organizer: person(organizer?.upn, organizer?.identity?.user?.displayName),
      attendees: ctx.list<R, Attendee>(p.participants?.attendees, (a) =>
        attendee(a.upn, a.identity?.user?.displayName, ROLE[String(a.role).toLowerCase()] ?? 'required', null),
      ),
    }
  },
})

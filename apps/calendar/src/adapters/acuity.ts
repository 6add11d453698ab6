/** Acuity Scheduling Appointment, API v1 (GET /appointments/:id; `datetime` carries its own UTC offset, `timezone` is the client's zone): https://developers.acuityscheduling.com/reference/get-appointments-id */
import { defineAdapter } from '@svc/normalize-kit'
import type { EventDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { attendee, str } from './shared.js'

type R = Payload

export const acuity = defineAdapter<R, EventDraft>({
  key: 'acuity',
  aliases: ['acuity_scheduling'],
  category: 'scheduling',
  source: {
    object: 'Appointment',
    apiVersion: 'v1',
    docs: 'https://developers.acuityscheduling.com/reference/get-appointments-id',
  },
  detect: { required: ['datetime', 'appointmentTypeID', 'firstName'], bonus: ['calendarID', 'endTime', 'timezone'] },
  normalize(p) {
    return {
      sourceId: str(p.id),
      uid: str(p.id),
      title: str(p.type),
      description: str(p.notes),
      location: { text: str(p.location), url: str(p.confirmationPage), onlineMeetingUrl: null },
      start: str(p.datetime) ? { value: p.datetime, tzid: str(p.timezone) } : null,
      duration: str(p.duration) ? Number(p.duration) : null,
      status: p.canceled === true ? 'cancelled' : 'confirmed',
      attendees: [
        attendee(p.email, [p.firstName, p.lastName].filter(Boolean).join(' ') || null, 'required', 'accepted'),
      ],
    }
  },
})

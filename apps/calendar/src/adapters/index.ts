/** Every provider adapter of the calendar normalizer, listed explicitly and sorted by key. */
import { type AnyAdapter, createRegistry } from '@svc/normalize-kit'
import type { AdapterOutput } from '../canonical/event.js'
import { acuity } from './acuity.js'
import { apple } from './apple.js'
import { blackboard } from './blackboard.js'
import { calCom } from './cal-com.js'
import { caldav } from './caldav.js'
import { calendly } from './calendly.js'
import { canvas } from './canvas.js'
import { eventbrite } from './eventbrite.js'
import { exchangeEws } from './exchange-ews.js'
import { generic } from './generic.js'
import { google } from './google.js'
import { hubspotMeetings } from './hubspot-meetings.js'
import { ical } from './ical.js'
import { meetup } from './meetup.js'
import { microsoft } from './microsoft.js'
import { moodle } from './moodle.js'
import { teams } from './teams.js'
import { zoom } from './zoom.js'

export const adapters: AnyAdapter<AdapterOutput>[] = [
  acuity,
  apple,
  blackboard,
  calCom,
  caldav,
  calendly,
  canvas,
  eventbrite,
  exchangeEws,
  generic,
  google,
  hubspotMeetings,
  ical,
  meetup,
  microsoft,
  moodle,
  teams,
  zoom,
]

export const registry = createRegistry<AdapterOutput>(adapters)

/** Every provider adapter of the calendar normalizer, listed explicitly and sorted by key. */
import { type AnyAdapter, createRegistry } from '@svc/normalize-kit'
import type { AdapterOutput } from '../canonical/event.js'
import { acuity } from './acuity.js'
import { apple } from './apple.js'
import { calCom } from './cal-com.js'
import { caldav } from './caldav.js'
import { calendly } from './calendly.js'
import { canvas } from './canvas.js'
import { eventbrite } from './eventbrite.js'
import { generic } from './generic.js'
import { google } from './google.js'
import { ical } from './ical.js'
import { microsoft } from './microsoft.js'
import { moodle } from './moodle.js'
import { zoom } from './zoom.js'

export const adapters: AnyAdapter<AdapterOutput>[] = [
  acuity, apple, calCom, caldav, calendly, canvas, eventbrite, generic, google, ical, microsoft, moodle, zoom,
]

export const registry = createRegistry<AdapterOutput>(adapters)

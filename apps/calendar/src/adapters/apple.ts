/** Apple iCloud Calendar VEVENT over CalDAV (caldav.icloud.com object resource { url, etag, data }): https://support.apple.com/guide/icloud/what-you-can-do-with-icloud-and-calendar-mm15ee5b4d4f/icloud */
import { defineAdapter } from '@svc/normalize-kit'
import type { IcsDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'

type R = Payload

export const apple = defineAdapter<R, IcsDraft>({
  key: 'apple',
  aliases: ['icloud'],
  category: 'calendar',
  source: {
    object: 'VEVENT via CalDAV',
    apiVersion: 'iCloud CalDAV (RFC 4791)',
    docs: 'https://support.apple.com/guide/icloud/what-you-can-do-with-icloud-and-calendar-mm15ee5b4d4f/icloud',
  },
  detect: { required: ['url', ['data', 'calendarData']], matches: { url: /icloud\.com\// }, bonus: ['etag'] },
  normalize: (p) => ({ ics: String(p.data ?? p.calendarData) }),
})

/** The calendar normalizer service (README.md): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { calendarErrors } from './errors.js'
import { type EventNormalizer, pooledNormalizer } from './infra/event-normalizer.js'
import { icalRoute } from './routes/ical.js'
import { normalizeRoute } from './routes/normalize.js'
import { providersRoute } from './routes/providers.js'

export const calendar = defineService<{ normalizer: EventNormalizer }>({
  name: 'calendar',
  version: readVersion(import.meta.url),
  description:
    'Normalizes iCalendar files and calendar, meeting, booking and LMS provider events to one canonical event with DST-correct recurrence expansion.',
  port: 3013,
  bodyLimit: megabytes(25),
  bodyParsers: [
    { contentType: 'text/calendar', parseAs: 'text' },
    { contentType: 'text/plain', parseAs: 'text' },
  ],
  errors: calendarErrors,
  routes: ({ normalizer }, scope) => {
    const routes = (n: EventNormalizer) => [
      normalizeRoute({ normalizer: n }),
      icalRoute({ normalizer: n }),
      providersRoute(),
    ]
    if (normalizer) return routes(normalizer)
    const pooled = pooledNormalizer()
    scope.onClose(() => pooled.close())
    return routes(pooled.normalizer)
  },
})

/** POST /normalize: provider objects (or iCalendar strings) -> canonical events, each input on its own. */
import { defineRoute } from '@svc/core'
import type { EventNormalizer } from '../infra/event-normalizer.js'
import { NormalizeBody, NormalizeReply, toInput } from '../schemas/normalize.js'

export const normalizeRoute = ({ normalizer }: { normalizer: EventNormalizer }) =>
  defineRoute({
    method: 'POST',
    url: '/normalize',
    summary: 'Normalize provider events (Google, Graph, Calendly, Zoom, ... or iCalendar) to canonical events',
    description:
      'Each input `{ calendarId, payload, provider?, defaultTimezone?, parsingHints? }` is normalized on its own: a failing input gets an entry in `errors` and its `results` entry carries the error. All inputs share one budget of 100,000 listed occurrences (`occurrenceBudget` in the reply when it ran out).',
    schema: { body: NormalizeBody, response: { 200: NormalizeReply } },
    async handler({ body, request }) {
      const checked = body.inputs.map(toInput)
      const bytes = Number(request.headers['content-length'] ?? 0)
      return normalizer.events(checked, bytes)
    },
  })

/** POST /diff: read both sides (as values or as JSON text), then compare their shapes. */
import { DEFAULT_MAX_JSON_DEPTH, defineRoute, parseJsonText } from '@svc/core'
import { diffJson } from '../domain/diff-json.js'
import { readSides } from '../domain/read-sides.js'
import { DiffBody, DiffReply } from '../schemas/diff.js'

const parseSideText = (text: string) => parseJsonText(text, DEFAULT_MAX_JSON_DEPTH)

export const diffRoute = () =>
  defineRoute({
    method: 'POST',
    url: '/diff',
    summary: 'Compare two JSON values and label each change breaking or non-breaking',
    description:
      'Compares the shapes (types per path, array elements unioned), never the values. A missing side or, ' +
      'with `encoding: "json-text"`, a side that does not parse is 400 with `validJson: false` and `invalidSide`.',
    schema: { body: DiffBody, response: { 200: DiffReply } },
    handler({ body }) {
      const { before, after } = readSides(body, parseSideText)
      return diffJson(before, after)
    },
  })

/**
 * Request and response shapes of POST /diff. zod checks the envelope;
 * the domain reads the sides (presence, JSON text) and compares them.
 */
import { z } from 'zod'
import { CHANGE_TYPES } from '../domain/changes.js'

/** Optional to zod so that a missing side reaches the domain and is named as MISSING_SIDE with `invalidSide`. */
const Side = (side: string) =>
  z
    .unknown()
    .optional()
    .meta({
      description: `Required. The ${side} value: any JSON value (with \`encoding: "json-text"\`, a string holding JSON text).`,
    })

export const DiffBody = z
  .strictObject({
    before: Side('old'),
    after: Side('new'),
    encoding: z.enum(['json', 'json-text']).optional().meta({
      description:
        '`json` (default): the sides are the JSON values themselves. `json-text`: both sides are strings holding JSON text, parsed by the service; a side that does not parse is named in `invalidSide` with line and column.',
    }),
  })
  .meta({
    // Documented as required; zod lets a missing side through so that the domain names it (MISSING_SIDE).
    required: ['before', 'after'],
    examples: [
      {
        before: { id: 7, name: 'widget', price: 9.5, tags: ['a'], owner: { login: 'ada' } },
        after: { id: '7', name: 'widget', price: null, tags: 'a', owner: { login: 'ada', type: 'User' } },
      },
    ],
  })
export type DiffBody = z.infer<typeof DiffBody>

const Types = (side: string) =>
  z
    .string()
    .optional()
    .meta({ description: `JSON type(s) at the path ${side}, e.g. \`string\` or \`null | string\`.` })

export const Change = z
  .object({
    type: z.enum(CHANGE_TYPES),
    field: z
      .string()
      .meta({ description: 'Path, `[]` for every element of an array: `data[].items[].price`; `""` is the root.' }),
    before: Types('before (absent for FIELD_ADDED)'),
    after: Types('after (absent for FIELD_REMOVED)'),
    metadata: z
      .object({
        occurrences: z
          .number()
          .int()
          .optional()
          .meta({ description: 'FIELD_ADDED / FIELD_REMOVED: values of the field on its side.' }),
        typesRemoved: z.array(z.string()).optional(),
        typesAdded: z.array(z.string()).optional(),
        nullable: z.object({ before: z.boolean(), after: z.boolean() }).optional(),
      })
      .optional(),
  })
  .meta({ id: 'Change' })

export const DiffReply = z
  .object({
    validJson: z.boolean().meta({ description: 'true when both sides were read and compared.' }),
    breakingChanges: z.array(Change),
    nonBreakingChanges: z.array(Change),
    summary: z.object({
      breakingCount: z.number().int().meta({ description: 'Breaking changes found (the list holds at most 1,000).' }),
      nonBreakingCount: z
        .number()
        .int()
        .meta({ description: 'Non-breaking changes found (the list holds at most 1,000).' }),
      truncated: z
        .object({
          changesOmitted: z.number().int(),
          fieldsShortened: z.number().int(),
          maxChangesPerList: z.number().int(),
          maxFieldChars: z.number().int(),
        })
        .optional()
        .meta({
          description:
            'Present when the reply was bounded: changes past the first 1,000 of a list left out, paths over ' +
            '500 characters shortened to their first 250 and last 249 characters around "…".',
        }),
    }),
  })
  .meta({
    examples: [
      {
        validJson: true,
        breakingChanges: [
          {
            type: 'NULLABILITY_CHANGED',
            field: 'price',
            before: 'number',
            after: 'null',
            metadata: { nullable: { before: false, after: true } },
          },
          {
            type: 'ARRAY_BECAME_SCALAR',
            field: 'tags',
            before: 'array',
            after: 'string',
            metadata: { typesRemoved: ['array'], typesAdded: ['string'] },
          },
          {
            type: 'TYPE_CHANGED',
            field: 'id',
            before: 'number',
            after: 'string',
            metadata: { typesRemoved: ['number'], typesAdded: ['string'] },
          },
        ],
        nonBreakingChanges: [
          { type: 'FIELD_ADDED', field: 'owner.type', after: 'string', metadata: { occurrences: 1 } },
        ],
        summary: { breakingCount: 3, nonBreakingCount: 1 },
      },
    ],
  })

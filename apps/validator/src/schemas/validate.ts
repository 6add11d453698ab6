/**
 * Request and response shapes of POST /validate. zod checks the
 * envelope (payload present, exactly one of schema / schemaUrl); the domain checks the schema dialect.
 */
import { z } from 'zod'

const EXAMPLE_SCHEMA = {
  type: 'object',
  required: ['id', 'email'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    nickname: { type: ['string', 'null'] },
    tags: { type: 'array', items: { type: 'string' } },
  },
}

/**
 * A JSON object, passed through untouched: a zod record would rebuild it and turn an own
 * `__proto__` key into a prototype; the domain must see (and refuse) every key as sent.
 */
export const SchemaDocument = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    message: 'schema must be a JSON object',
  })
  .meta({
    type: 'object',
    description: 'A schema in the structural subset (type, required, properties, items, nullable).',
  })

export const ValidateBody = z
  .strictObject({
    payload: z.unknown().meta({ description: 'Any JSON value: the value to check.' }),
    schema: SchemaDocument.optional(),
    schemaUrl: z
      .url({ protocol: /^https$/, hostname: z.regexes.hostname })
      .max(2048)
      .optional()
      .meta({ description: 'HTTPS address of the schema; private and loopback hosts are refused.' }),
  })
  .superRefine((body, ctx) => {
    if (!('payload' in body)) ctx.addIssue({ code: 'custom', path: ['payload'], message: 'payload is required' })
    if ((body.schema === undefined) === (body.schemaUrl === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'send exactly one of schema or schemaUrl' })
    }
  })
  .meta({ examples: [{ payload: { id: 7, email: 'ada@example.com', tags: ['admin'] }, schema: EXAMPLE_SCHEMA }] })
export type ValidateBody = z.infer<typeof ValidateBody>

export const Violation = z
  .object({
    code: z.enum(['TYPE_MISMATCH', 'EXTRA_FIELD', 'MISSING_REQUIRED_FIELD']),
    field: z
      .string()
      .meta({ description: 'Path of the offending value, e.g. `items[3].address.zip`; `""` is the root.' }),
    message: z.string(),
    schemaPath: z.string().meta({ description: 'JSON pointer into the schema, e.g. `#/properties/items/items`.' }),
    expected: z.string().optional().meta({ description: 'TYPE_MISMATCH: the declared type(s), e.g. `string | null`.' }),
    actual: z.string().optional().meta({ description: 'TYPE_MISMATCH: the JSON type found.' }),
  })
  .meta({ id: 'Violation' })

export const ValidateReply = z
  .object({
    valid: z.boolean(),
    errors: z.array(Violation),
    summary: z.object({
      errorCount: z.number().int(),
      truncated: z.boolean().meta({ description: 'true when more violations existed than were reported.' }),
    }),
  })
  .meta({
    examples: [
      {
        valid: false,
        errors: [
          {
            code: 'TYPE_MISMATCH',
            field: 'id',
            message: 'Expected integer but found string.',
            schemaPath: '#/properties/id/type',
            expected: 'integer',
            actual: 'string',
          },
        ],
        summary: { errorCount: 1, truncated: false },
      },
    ],
  })

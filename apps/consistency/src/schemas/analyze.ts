/**
 * Shapes of POST /analyze. The body is the JSON value itself; zod
 * accepts any value, and the domain decides what counts as items.
 */
import { z } from 'zod'

export const AnalyzeBody = z.unknown().meta({
  description:
    'Any JSON value: an array of objects (each element is an item) or an object whose nested arrays of objects are scanned.',
  examples: [
    [
      { id: 1, total: 19.99, created_at: '2024-03-04T10:00:00Z', status: 'paid' },
      { id: '2', total: '5.00', created_at: 1709546400, status: null },
      { id: 3, total: 7.5, created_at: '2024-03-05T08:30:00Z' },
    ],
  ],
})

const Warning = z
  .object({
    code: z.enum([
      'BOOLEAN_STRING',
      'DATE_STRING_IN_TEXT_FIELD',
      'EMPTY_STRING',
      'IMPOSSIBLE_DATE',
      'MISSING_FIELD',
      'MIXED_ARRAY_ELEMENT_TYPES',
      'MIXED_DATE_FORMATS',
      'NULL_VALUES',
      'NUMERIC_STRING',
      'TEXT_IN_DATE_FIELD',
      'TYPE_INCONSISTENCY',
    ]),
    field: z.string().meta({ description: 'Field path; `[]` stands for every element: `orders[].lines[].sku`.' }),
    metadata: z
      .record(z.string(), z.unknown())
      .meta({ description: 'Counts, type or format counts and example item paths; never values.' }),
  })
  .meta({ id: 'ConsistencyWarning' })

export const AnalyzeReply = z
  .object({
    validJson: z.literal(true),
    warnings: z.array(Warning),
    summary: z.object({
      totalItems: z.number().int(),
      warningCount: z.number().int().meta({ description: 'Warnings found (the list holds at most 1,000).' }),
      truncated: z
        .object({
          warningsOmitted: z.number().int(),
          pathsShortened: z.number().int(),
          maxWarnings: z.number().int(),
          maxPathChars: z.number().int(),
        })
        .optional()
        .meta({
          description:
            'Present when the reply was bounded: warnings past the first 1,000 left out, paths (field, example ' +
            'items) over 500 characters shortened to their first 250 and last 249 characters around "…".',
        }),
    }),
  })
  .meta({
    examples: [
      {
        validJson: true,
        warnings: [
          {
            code: 'MIXED_DATE_FORMATS',
            field: '[].created_at',
            metadata: { formatCounts: { epoch_seconds: 1, iso8601: 2 } },
          },
          { code: 'TYPE_INCONSISTENCY', field: '[].created_at', metadata: { typeCounts: { number: 1, string: 2 } } },
          { code: 'NUMERIC_STRING', field: '[].id', metadata: { count: 1, exampleItems: ['[1]'] } },
          { code: 'TYPE_INCONSISTENCY', field: '[].id', metadata: { typeCounts: { number: 2, string: 1 } } },
          {
            code: 'MISSING_FIELD',
            field: '[].status',
            metadata: { presentIn: 2, missingIn: 1, exampleItems: ['[2]'] },
          },
          { code: 'NULL_VALUES', field: '[].status', metadata: { nullCount: 1, presentIn: 2 } },
          { code: 'NUMERIC_STRING', field: '[].total', metadata: { count: 1, exampleItems: ['[1]'] } },
          { code: 'TYPE_INCONSISTENCY', field: '[].total', metadata: { typeCounts: { number: 2, string: 1 } } },
        ],
        summary: { totalItems: 3, warningCount: 8 },
      },
    ],
  })

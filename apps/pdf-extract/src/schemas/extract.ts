/**
 * Request and response shapes of POST /extract (see README.md). The PDF comes as
 * the multipart part `file` or as JSON `{ "file": "<base64>" }`; no other part or member is accepted.
 */

import { SAMPLE_TABLE_PDF_BASE64 } from '@svc/sample-pdf'
import { z } from 'zod'
import { parsePageList } from '../domain/page-selection.js'

const FilePart = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'Expected the PDF as the multipart file part `file`.' })
  .meta({ description: 'multipart/form-data: the PDF file part.' })

export const ExtractBody = z
  .strictObject({
    file: z.union([
      z
        .string()
        .min(1)
        .meta({ description: 'application/json: the PDF, base64-encoded (standard or URL-safe alphabet).' }),
      FilePart,
    ]),
  })
  .meta({
    description: 'multipart/form-data with one file part `file`, or JSON `{ "file": "<base64 PDF>" }`.',
    examples: [{ file: SAMPLE_TABLE_PDF_BASE64 }],
  })
export type ExtractBody = z.infer<typeof ExtractBody>

const Flag = z.enum(['true', 'false'])
const NUMBER_LIST = /^\s*-?\d+(\.\d+)?(\s*,\s*-?\d+(\.\d+)?)*\s*$/

export const ExtractQuery = z.object({
  outputFormat: z
    .enum(['json', 'xlsx', 'csv'])
    .default('json')
    .meta({ description: '`json` (default); `xlsx`: one worksheet per table; `csv`: a ZIP of one CSV per table.' }),
  pages: z
    .string()
    .default('all')
    .refine((text) => parsePageList(text) !== null, 'Expected `all` or a list of pages and ranges such as 1,3-5.')
    .meta({ description: '`all` (default) or 1-based pages and ranges, e.g. `1,3-5`.' }),
  strategy: z.enum(['auto', 'lattice', 'stream']).default('auto').meta({
    description:
      '`lattice`: ruled grids only; `stream`: whitespace alignment only; `auto` (default): lattice where ruling lines enclose cells, stream on the rest of the page.',
  }),
  mergeTablesAcrossPages: Flag.default('false').meta({
    description:
      '`true`: a table continued on the next page with the same columns becomes one (repeated header dropped).',
  }),
  confidenceScores: Flag.default('false').meta({ description: '`true` adds `confidence` (0-1) to each table.' }),
  area: z
    .string()
    .regex(NUMBER_LIST)
    .refine((text) => text.split(',').length === 4, 'Expected four numbers: top,left,bottom,right.')
    .optional()
    .meta({
      description:
        'Optional table area `top,left,bottom,right` in points from the top-left corner of the displayed page (tabula `-a`); stream reads all text inside as one table, lattice keeps the grid lines inside it.',
    }),
  columns: z.string().regex(NUMBER_LIST).optional().meta({
    description: 'Optional column separators for stream: x positions in points from the left edge, e.g. `72,180,300`.',
  }),
})
export type ExtractQuery = z.infer<typeof ExtractQuery>

const Box = z
  .object({ x0: z.number(), top: z.number(), x1: z.number(), bottom: z.number() })
  .meta({ description: 'Points, origin at the top-left corner of the displayed (rotated) page.' })

const Cell = z.object({
  row: z.number().int(),
  col: z.number().int(),
  rowSpan: z.number().int(),
  colSpan: z.number().int(),
  text: z.string(),
})

export const Table = z.object({
  page: z.number().int().meta({ description: 'First page of the table (1-based).' }),
  pageRange: z
    .tuple([z.number().int(), z.number().int()])
    .meta({ description: 'First and last page (differ only when merged).' }),
  index: z.number().int().meta({ description: 'Position among the tables of its first page, from 0.' }),
  strategy: z.enum(['lattice', 'stream']),
  bbox: Box,
  rows: z.number().int(),
  columns: z.number().int(),
  header: z.array(z.string()).optional().meta({ description: 'The header row, when one was detected (also data[0]).' }),
  title: z.string().optional().meta({
    description:
      'Stream tables: the title or caption line(s) set just above the table, lines joined with \\n; not part of `data`.',
  }),
  notes: z.array(z.string()).optional().meta({
    description:
      'Stream tables: note, source or footnote lines set just below the table, one per line; not part of `data`.',
  }),
  data: z.array(z.array(z.string())).meta({
    description:
      'rows x columns strings; lines inside a cell joined with \\n; a spanning cell’s text in its top-left slot, "" in the slots it covers.',
  }),
  cells: z
    .array(Cell)
    .optional()
    .meta({ description: 'Every cell with its span, present only when the table has spanning cells.' }),
  confidence: z
    .number()
    .optional()
    .meta({ description: 'With confidenceScores=true: 0-1 (see README for the formula).' }),
  warnings: z.array(z.string()),
})

export const ExtractReply = z
  .object({
    tables: z.array(Table),
    summary: z.object({
      pagesProcessed: z.number().int(),
      tablesFound: z.number().int(),
      perPage: z.array(z.object({ page: z.number().int(), tables: z.number().int() })),
      notes: z.array(z.string()),
    }),
    warnings: z.array(z.object({ code: z.string(), message: z.string(), pages: z.array(z.number().int()).optional() })),
  })
  .meta({
    description: 'JSON output (outputFormat=json). xlsx and csv answer the binary file instead.',
    // the real answer to the body example above (a ruled 2 x 3 table)
    examples: [
      {
        tables: [
          {
            page: 1,
            pageRange: [1, 1],
            index: 0,
            strategy: 'lattice',
            bbox: { x0: 20, top: 20, x1: 290, bottom: 80 },
            rows: 2,
            columns: 3,
            data: [
              ['Region', 'Q1', 'Q2'],
              ['North', '1200', '1350'],
            ],
            warnings: [],
          },
        ],
        summary: { pagesProcessed: 1, tablesFound: 1, perPage: [{ page: 1, tables: 1 }], notes: [] },
        warnings: [],
      },
    ],
  })

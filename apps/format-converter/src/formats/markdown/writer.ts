/** Markdown output: a string value as is (HTML converted to Markdown, or Markdown); any other value as a GFM table. */
import { z } from 'zod'
import { toMarkdownTable } from '../../documents/markdown-table.js'
import { toTable } from '../../domain/table-view.js'
import { defineWriter } from '../format.js'

export const markdownWriter = defineWriter({
  key: 'markdown',
  mediaType: 'text/markdown',
  extension: 'md',
  options: z.strictObject({ flattenSeparator: z.string().default('.') }),
  write: (value, { flattenSeparator }, context) =>
    typeof value === 'string'
      ? value
      : toMarkdownTable(
          // Every row writes every column, each after at least `| `.
          toTable(
            value,
            { separator: flattenSeparator, arrays: 'index', arraySeparator: ';' },
            { bytes: context.outputBudget, separator: 2 },
          ),
        ),
})

/**
 * A self-contained HTML page (release 2.1): a string value is rendered as Markdown, any other value as
 * a table. Embedded CSS with a `light` (default), `dark` or `auto` (prefers-color-scheme) theme; code
 * highlighted server-side; no script and no external request.
 */
import { z } from 'zod'
import { toHtmlPage } from '../../documents/html-page.js'
import { toMarkdownTable } from '../../documents/markdown-table.js'
import { toTable } from '../../domain/table-view.js'
import { defineWriter } from '../format.js'

export const htmlWriter = defineWriter({
  key: 'html',
  mediaType: 'text/html',
  acceptAlso: ['application/xhtml+xml'],
  extension: 'html',
  options: z.strictObject({
    theme: z.enum(['light', 'dark', 'auto']).default('light'),
    title: z.string().max(300).optional().meta({ description: 'Defaults to the first heading, else "Document".' }),
    lang: z
      .string()
      .regex(/^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/)
      .default('en'),
  }),
  write(value, options) {
    const markdown = typeof value === 'string' ? value : toMarkdownTable(toTable(value))
    return toHtmlPage(markdown, options)
  },
})

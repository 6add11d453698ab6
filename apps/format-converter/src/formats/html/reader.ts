/**
 * A full HTML page -> Markdown text through the shared @svc/html-markdown package (the html-converter's
 * engine), in mode `strict`, `readable` (default) or `llm-friendly` at `options.input.html.mode`.
 * Selected with `from: "html"`; a text/html body or an .html upload is read as `html-table` unless
 * `from=html` says otherwise.
 */
import { isAppError } from '@svc/core/errors'
import { HTML_INPUT_ERRORS, htmlToMarkdown, MODES } from '@svc/html-markdown'
import { z } from 'zod'
import { invalidInput } from '../../domain/invalid-input.js'
import { defineReader } from '../format.js'

export const htmlReader = defineReader({
  key: 'html',
  input: 'text',
  mediaTypes: [],
  extensions: [],
  options: z.strictObject({ mode: z.enum(MODES).default('readable') }),
  read(text, { mode }) {
    try {
      return htmlToMarkdown(text, { mode }).markdown
    } catch (error) {
      if (isAppError(error) && HTML_INPUT_ERRORS.has(error.code)) throw invalidInput('html', error.message)
      throw error
    }
  },
})

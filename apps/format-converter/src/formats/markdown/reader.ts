/** Markdown input: the text itself is the value (a string), which `html` and `pdf` render as a document. */
import { z } from 'zod'
import { defineReader } from '../format.js'

export const markdownReader = defineReader({
  key: 'markdown',
  input: 'text',
  mediaTypes: ['text/markdown', 'text/x-markdown'],
  extensions: ['md', 'markdown'],
  options: z.strictObject({}),
  read: (text) => (text.startsWith('\uFEFF') ? text.slice(1) : text),
})

/**
 * Request and response shapes of POST /convert. The body is either JSON
 * `{ html, mode?, includeMetadata? }` or the raw HTML itself (`Content-Type: text/html`), in which case
 * `mode` and `includeMetadata` come from the query string.
 */
import { MODES } from '@svc/html-markdown'
import { z } from 'zod'

const Mode = z.enum(MODES).meta({
  description:
    '`strict`: minimal Markdown, no inline HTML, no decorative images or rules; `readable` (default): balanced; ' +
    '`llm-friendly`: main content only, reference-style links, plain line breaks.',
})

export const ConvertJsonBody = z
  .strictObject({
    html: z.string().meta({ description: 'HTML text: a full document, a fragment or inline markup.' }),
    mode: Mode.optional(),
    includeMetadata: z.boolean().optional().meta({ description: 'Adds `metadata` to the response.' }),
  })
  .meta({ id: 'ConvertJsonBody' })

export const ConvertBody = z
  .union([ConvertJsonBody, z.string().meta({ description: 'The raw HTML (Content-Type: text/html).' })])
  .meta({
    examples: [
      {
        html: '<article><h1>Release notes</h1><p>See the <a href="https://example.com/docs?utm_source=mail">docs</a>.</p><script>track()</script></article>',
        mode: 'readable',
        includeMetadata: true,
      },
    ],
  })
export type ConvertBody = z.infer<typeof ConvertBody>

export const ConvertQuery = z.object({
  mode: Mode.optional().meta({ description: 'Mode for a raw text/html body (a JSON body’s `mode` wins).' }),
  includeMetadata: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'For a raw text/html body: `true` adds `metadata` (a JSON body’s member wins).' }),
})
export type ConvertQuery = z.infer<typeof ConvertQuery>

export const ConversionMetadata = z
  .object({
    inputChars: z.number().int().meta({ description: 'Unicode code points in `html`.' }),
    outputChars: z.number().int().meta({ description: 'Unicode code points in `markdown`.' }),
    tagsRemoved: z
      .record(z.string(), z.number().int())
      .meta({ description: 'Elements dropped with their content, by lower-case tag name, keys sorted.' }),
    title: z.string().nullable().meta({ description: 'Text of `<title>`, or null.' }),
    language: z.string().nullable().meta({ description: '`lang` of the `<html>` element, or null.' }),
    links: z.number().int().meta({ description: 'Links in the Markdown.' }),
    images: z.number().int().meta({ description: 'Images in the Markdown.' }),
    tables: z.number().int().meta({ description: 'Tables in the Markdown.' }),
    headings: z.number().int().meta({ description: 'Headings in the Markdown.' }),
  })
  .meta({ id: 'ConversionMetadata' })

export const ConvertReply = z
  .object({
    markdown: z.string().meta({ description: 'GitHub-flavoured Markdown (tables, fenced code, task lists).' }),
    metadata: ConversionMetadata.optional(),
  })
  .meta({
    examples: [
      {
        markdown: '# Release notes\n\nSee the [docs](https://example.com/docs).',
        metadata: {
          inputChars: 142,
          outputChars: 56,
          tagsRemoved: { script: 1 },
          title: null,
          language: null,
          links: 1,
          images: 0,
          tables: 0,
          headings: 1,
        },
      },
    ],
  })

/**
 * Markdown (GFM) -> safe HTML with marked: tables, task lists, strikethrough, footnotes, fenced code
 * highlighted server-side by highlight.js, headings with ids and anchor links. The result is then
 * sanitized (sanitize-html): no script, style, iframe or event handler survives, and links keep only
 * http, https, mailto and in-page targets.
 */
import hljs from 'highlight.js'
import { Marked, type Tokens } from 'marked'
import markedFootnote from 'marked-footnote'
import { markedHighlight } from 'marked-highlight'
import sanitizeHtml from 'sanitize-html'
import { createSlugger } from './slugger.js'

export interface RenderedMarkdown {
  html: string
  /** Text of the first heading, if any. */
  title: string | undefined
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const slug = createSlugger()
  let title: string | undefined
  const marked = new Marked(
    { gfm: true, breaks: false },
    markedHighlight({
      emptyLangClass: 'hljs',
      langPrefix: 'hljs language-',
      highlight: (code, lang) =>
        hljs.highlight(code, { language: hljs.getLanguage(lang) ? lang : 'plaintext', ignoreIllegals: true }).value,
    }),
    markedFootnote(),
    {
      renderer: {
        heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
          const inner = this.parser.parseInline(token.tokens)
          const plain = token.text.replace(/[*_`~]/g, '')
          title ??= plain
          const id = slug(plain)
          return `<h${token.depth} id="${id}"><a class="anchor" href="#${id}" aria-hidden="true">#</a>${inner}</h${token.depth}>\n`
        },
      },
    },
  )
  const raw = marked.parse(markdown, { async: false }) as string
  return { html: sanitize(raw), title }
}

const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'input',
  'del',
  's',
  'ins',
  'sup',
  'sub',
  'section',
  'details',
  'summary',
  'kbd',
  'mark',
]

function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': ['id', 'class', 'aria-*', 'data-footnote-ref', 'data-footnote-backref', 'data-footnotes', 'title', 'lang'],
      a: ['href', 'name', 'target', 'rel', 'aria-*', 'id', 'class', 'data-*'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      input: ['type', 'checked', 'disabled'],
      ol: ['start'],
      td: ['align', 'colspan', 'rowspan'],
      th: ['align', 'colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // Only task-list checkboxes come out of Markdown; any other input becomes an inert checkbox.
      input: (tagName, attribs) => ({
        tagName,
        attribs: { type: 'checkbox', disabled: '', ...(attribs.checked !== undefined ? { checked: '' } : {}) },
      }),
    },
  })
}

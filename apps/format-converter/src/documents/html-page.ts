/** One self-contained HTML page: embedded CSS, no script, no external request (a CSP says so too). */
import { pageStyles, type Theme } from './page-styles.js'
import { renderMarkdown } from './render-markdown.js'

export interface PageOptions {
  theme: Theme
  title?: string | undefined
  lang: string
}

export function toHtmlPage(markdown: string, options: PageOptions): string {
  const { html, title } = renderMarkdown(markdown)
  const heading = escapeText(options.title ?? title ?? 'Document')
  return `<!DOCTYPE html>
<html lang="${escapeText(options.lang)}" data-theme="${options.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data: https:">
<title>${heading}</title>
<style>
${pageStyles(options.theme)}
</style>
</head>
<body>
<main>
${html}</main>
</body>
</html>
`
}

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)
}

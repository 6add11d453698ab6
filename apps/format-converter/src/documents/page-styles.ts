/**
 * The embedded CSS of a self-contained page: a light and a dark palette (variables), `auto` choosing
 * by prefers-color-scheme, and highlight.js's GitHub themes for code. Read once from the highlight.js
 * package; nothing is fetched by the page.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export type Theme = 'light' | 'dark' | 'auto'

const require = createRequire(import.meta.url)
const codeLight = readFileSync(require.resolve('highlight.js/styles/github.css'), 'utf8')
const codeDark = readFileSync(require.resolve('highlight.js/styles/github-dark.css'), 'utf8')

const LIGHT = '--fg:#1f2328;--bg:#ffffff;--muted:#59636e;--border:#d1d9e0;--subtle:#f6f8fa;--link:#0969da'
const DARK = '--fg:#f0f6fc;--bg:#0d1117;--muted:#9198a1;--border:#3d444d;--subtle:#151b23;--link:#4493f8'

const BASE = `*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 -apple-system,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif}
main{max-width:860px;margin:0 auto;padding:32px 24px}
a{color:var(--link)}
h1,h2{border-bottom:1px solid var(--border);padding-bottom:.3em}
h1,h2,h3,h4,h5,h6{position:relative}
a.anchor{position:absolute;margin-left:-1em;padding-right:.2em;text-decoration:none;opacity:0}
h1:hover a.anchor,h2:hover a.anchor,h3:hover a.anchor,h4:hover a.anchor,h5:hover a.anchor,h6:hover a.anchor{opacity:1}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:85%}
:not(pre)>code{background:var(--subtle);padding:.2em .4em;border-radius:6px}
pre{background:var(--subtle);padding:16px;overflow:auto;border-radius:6px}
pre code.hljs{background:transparent;padding:0}
blockquote{margin:0;padding:0 1em;color:var(--muted);border-left:.25em solid var(--border)}
table{border-collapse:collapse;display:block;overflow:auto}
th,td{border:1px solid var(--border);padding:6px 13px}
tr:nth-child(2n){background:var(--subtle)}
img{max-width:100%}
li:has(>input[type=checkbox]){list-style:none}
li>input[type=checkbox]{margin:0 .3em 0 -1.4em}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
section.footnotes{border-top:1px solid var(--border);color:var(--muted);font-size:90%}`

export function pageStyles(theme: Theme): string {
  if (theme === 'light') return `:root{${LIGHT};color-scheme:light}\n${BASE}\n${codeLight}`
  if (theme === 'dark') return `:root{${DARK};color-scheme:dark}\n${BASE}\n${codeDark}`
  return `:root{${LIGHT};color-scheme:light dark}\n@media (prefers-color-scheme:dark){:root{${DARK}}}\n${BASE}\n${codeLight}\n@media (prefers-color-scheme:dark){\n${codeDark}\n}`
}

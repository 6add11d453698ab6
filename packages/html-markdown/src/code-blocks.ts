/**
 * `<pre>` normalization for turndown's fenced-code rule, which expects `pre > code` as the first child
 * and reads the language from `class="language-x"` on the `code`. Pages also write the language on
 * the `pre` or a wrapper (`lang-x`, `highlight-source-x`), and often put text straight into `pre`.
 */

const LANGUAGE = /(?:^|\s)(?:language|lang|highlight-source|highlight-text|brush:?)-?([a-zA-Z0-9][\w+#.-]*)/

function languageIn(element: Element | null): string | null {
  const match = element ? LANGUAGE.exec(element.getAttribute('class') ?? '') : null
  return match ? (match[1] as string).toLowerCase() : null
}

function onlyCodeChild(pre: Element): Element | null {
  let code: Element | null = null
  for (let child = pre.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 1 && (child as Element).localName === 'code' && code === null) code = child as Element
    else if (child.nodeType === 3 && /^\s*$/.test(child.nodeValue ?? '')) continue
    else return null
  }
  return code
}

/** Makes `pre` hold exactly one `code` whose class is `language-x` (or none); call before attributes are stripped. */
export function normalizePre(pre: Element): void {
  let code = onlyCodeChild(pre)
  const language = languageIn(code) ?? languageIn(pre) ?? languageIn(pre.parentElement)
  if (code === null) {
    code = pre.ownerDocument.createElement('code')
    while (pre.firstChild) code.appendChild(pre.firstChild)
  } else {
    while (pre.firstChild) pre.removeChild(pre.firstChild)
  }
  pre.appendChild(code)
  if (language) code.setAttribute('class', `language-${language}`)
  else code.removeAttribute('class')
}

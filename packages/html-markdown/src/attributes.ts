/**
 * Attribute cleaning: every attribute outside KEPT_ATTRIBUTES goes (event handlers, `style`,
 * `data-*`, ids, tracking attributes such as `ping`); links and images keep only safe addresses
 * with tracker parameters stripped. Kept values lose their control characters (controls.ts).
 * Lazy-loaded images take their real address from `data-src`.
 */
import { controlFree, hasControls } from './controls.js'
import { KEPT_ATTRIBUTES } from './element-policy.js'
import { isTrackingPixel } from './tracking.js'
import { safeHref, safeImageSrc } from './url-policy.js'

const NO_ATTRIBUTES: readonly string[] = []
const SPAN_LIMIT = 64

function stripAttributes(element: Element, tag: string): void {
  if (!element.hasAttributes()) return
  const kept = KEPT_ATTRIBUTES[tag] ?? NO_ATTRIBUTES
  for (const name of element.getAttributeNames()) {
    if (!kept.includes(name)) {
      element.removeAttribute(name)
      continue
    }
    const value = element.getAttribute(name) as string
    if (hasControls(value)) element.setAttribute(name, controlFree(value))
  }
}

function clampSpan(element: Element, name: string): void {
  const value = element.getAttribute(name)
  if (value === null) return
  const span = Number.parseInt(value, 10)
  if (Number.isFinite(span) && span > 1) element.setAttribute(name, String(Math.min(span, SPAN_LIMIT)))
  else element.removeAttribute(name)
}

function imageSource(element: Element): string {
  const src = element.getAttribute('src') ?? ''
  const lazy = element.getAttribute('data-src') ?? element.getAttribute('data-original')
  return lazy && (src === '' || src.startsWith('data:')) ? lazy : src
}

/** True when the image is a tracking pixel or has no safe source: the caller removes it. */
export function isUnwantedImage(element: Element): boolean {
  const src = imageSource(element)
  if (isTrackingPixel(element.getAttribute('width'), element.getAttribute('height'), src)) return true
  const safe = safeImageSrc(src)
  if (safe === null) return true
  element.setAttribute('src', safe)
  return false
}

/** Cleans the attributes of a kept element in place. */
export function cleanAttributes(element: Element, tag: string): void {
  stripAttributes(element, tag)
  if (tag === 'a') {
    const href = element.getAttribute('href')
    const safe = href === null ? null : safeHref(href)
    if (safe === null) element.removeAttribute('href')
    else element.setAttribute('href', safe)
  } else if (tag === 'td' || tag === 'th') {
    clampSpan(element, 'colspan')
    clampSpan(element, 'rowspan')
  } else if (tag === 'ol') {
    const start = Number.parseInt(element.getAttribute('start') ?? '', 10)
    if (Number.isFinite(start) && start >= 0 && start < 1e9) element.setAttribute('start', String(start))
    else element.removeAttribute('start')
  } else if (tag === 'code' && !/^language-[\w+#.-]+$/.test(element.getAttribute('class') ?? '')) {
    element.removeAttribute('class')
  }
}

/**
 * The depth guard that holds whatever the tokens say: domino's stack of open elements, capped while
 * this package parses. The pre-scan (nesting.ts) reads tags, but the tree builder keeps more elements
 * open than the tags show: `<b><div></b>` moves the `<div>` out of the `<b>` and leaves it open with
 * a new `<b>` inside (the adoption agency algorithm), so 21,000 of them nest 21,000 deep while every
 * tag looks closed; `<table><tr><td>` opens four (an implied `<tbody>`).
 * A start tag that would push the stack past the cap stops the parse with HTML_TOO_DEEP, so domino's
 * scope checks (which walk the stack for many tags) never walk more than the cap, and the tree
 * handed to cleaning and to domino's own recursive walks stays near it (parse.ts measures it too).
 *
 * domino keeps its stack inside the parser's closure, so the cap wraps `ElementStack#push` on the
 * prototype; it applies only inside `withOpenElementCap`, so other users of domino in the process are
 * untouched. Parsing is synchronous, so no other parse can run while the cap is set.
 */
import HTMLParser from '@mixmark-io/domino/lib/HTMLParser.js'

/** Thrown out of domino's push; turned into the caller's error by `withOpenElementCap`. */
class CapReached extends Error {}

let cap = Number.POSITIVE_INFINITY

const stack = HTMLParser.ElementStack.prototype
const push = stack.push
stack.push = function cappedPush(this: typeof stack, element: unknown): void {
  if (this.elements.length >= cap) throw new CapReached()
  push.call(this, element)
}

/**
 * Runs `parse` with at most `maxOpen` elements open at once (the `html` and `body` elements count);
 * calls `tooDeep` (which throws) when the parser would open more.
 */
export function withOpenElementCap<T>(maxOpen: number, parse: () => T, tooDeep: () => never): T {
  const previous = cap
  cap = maxOpen
  try {
    return parse()
  } catch (error) {
    if (error instanceof CapReached) tooDeep()
    throw error
  } finally {
    cap = previous
  }
}

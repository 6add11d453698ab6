/**
 * A budget on the parser's scope checks, for one conversion. domino answers "is a `p` in button
 * scope?" (before every `<p>`, `<li>`, `<div>`, …, and for end tags such as `</p>`, `</li>`, `</h1>`)
 * by walking its stack of open elements from the top, so a page that opens thousands of elements and
 * then sends many such tags costs their product: 3,990 nested `<div>`s and then 200 KB of `</p>`
 * walked 600 million elements (14 s on this host), within the 4,000-level cap. Each scope check here
 * is charged the stack's length (an upper bound of its walk); past the budget the parse stops with
 * HTML_TOO_DEEP. The budget, SCOPE_BUDGET_BASE + SCOPE_BUDGET_PER_CHAR per character of the page, is
 * shared by the pieces of a split page: real pages (the corpus) spend under 3 per character, 3,999
 * nested `<div>`s about 8 million in all, and the worst page of 25 MB about 18 s.
 *
 * Like the element cap (open-element-cap.ts), the charge wraps methods on domino's ElementStack
 * prototype and applies only inside `withScopeBudget`; parsing is synchronous.
 */
import HTMLParser from '@mixmark-io/domino/lib/HTMLParser.js'

export const SCOPE_BUDGET_BASE = 10_000_000
export const SCOPE_BUDGET_PER_CHAR = 16

/** Thrown out of a scope check; turned into the caller's error by `withScopeBudget`. */
class BudgetSpent extends Error {}

let remaining = Number.POSITIVE_INFINITY

const stack = HTMLParser.ElementStack.prototype
for (const name of [
  'inSpecificScope',
  'elementInSpecificScope',
  'elementTypeInSpecificScope',
  'inSelectScope',
] as const) {
  const check = stack[name]
  stack[name] = function chargedCheck(this: typeof stack, ...args: unknown[]): boolean {
    remaining -= this.elements.length
    if (remaining < 0) throw new BudgetSpent()
    return check.apply(this, args)
  }
}

/** The budget of a page of `chars` characters. */
export function scopeBudgetFor(chars: number): number {
  return SCOPE_BUDGET_BASE + SCOPE_BUDGET_PER_CHAR * chars
}

/** Runs `convert` with `budget` elements for its scope checks; calls `spent` (which throws) past it. */
export function withScopeBudget<T>(budget: number, convert: () => T, spent: () => never): T {
  const previous = remaining
  remaining = budget
  try {
    return convert()
  } catch (error) {
    if (error instanceof BudgetSpent) spent()
    throw error
  } finally {
    remaining = previous
  }
}

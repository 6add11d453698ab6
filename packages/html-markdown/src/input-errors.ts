/** The AppErrors `htmlToMarkdown` throws for the input's shape, with the codes callers map (HTML_INPUT_ERRORS). */
import { AppError } from '@svc/core/errors'
import { MAX_ATTRIBUTES, MAX_NESTING } from './limits.js'

/** The AppError codes `htmlToMarkdown` throws for the input's shape: the caller's to fix (4xx). */
export const HTML_INPUT_ERRORS: ReadonlySet<string> = new Set(['HTML_TOO_DEEP', 'HTML_TOO_MANY_ATTRIBUTES'])

/** The pre-scan's refusal (nesting.ts): its estimate of the nesting is over MAX_NESTING. */
export function estimatedTooDeep(depth: number): never {
  throw new AppError(
    'HTML_TOO_DEEP',
    `The HTML nests about ${depth} elements deep; at most ${MAX_NESTING} levels are accepted.`,
    { maxNesting: MAX_NESTING },
  )
}

export function tooManyAttributes(count: number): never {
  throw new AppError(
    'HTML_TOO_MANY_ATTRIBUTES',
    `A tag of the HTML has ${count} attributes; at most ${MAX_ATTRIBUTES} are accepted on one tag.`,
    { maxAttributes: MAX_ATTRIBUTES },
  )
}

/**
 * The parser's refusal: it would hold more than MAX_NESTING elements open below `<body>` at once, or
 * the tree it built nests deeper than that.
 */
export function parsedTooDeep(): never {
  throw new AppError(
    'HTML_TOO_DEEP',
    `Once parsed, the HTML keeps more than ${MAX_NESTING} elements open at once; mis-nested formatting ` +
      'elements (each `<b><div></b>` leaves one more open), implied elements (`<table><tr><td>` opens four) and ' +
      'unclosed tags all count.',
    { maxNesting: MAX_NESTING },
  )
}

/** A stack overflow while converting: the input was still too deep for this process. */
export function stackTooDeep(): never {
  throw new AppError(
    'HTML_TOO_DEEP',
    `The HTML is nested too deeply to convert here; flatten it (at most ${MAX_NESTING} levels are accepted).`,
    { maxNesting: MAX_NESTING },
  )
}

/** The parser's scope checks would walk more open elements than the page's budget (scope-budget.ts). */
export function scopeBudgetSpent(): never {
  throw new AppError(
    'HTML_TOO_DEEP',
    'The HTML keeps so many elements open for so many tags that parsing it would take too long; flatten it ' +
      `(fewer open elements: at most ${MAX_NESTING} are accepted, and far fewer under many \`</p>\`, \`<li>\` or \`</h1>\` tags).`,
    { maxNesting: MAX_NESTING },
  )
}

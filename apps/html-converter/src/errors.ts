/** The HTML converter's own error codes, merged into core's catalog. */
export const htmlConverterErrors = {
  HTML_TOO_DEEP: {
    status: 400,
    fix:
      'Flatten the HTML: at most 4,000 elements open at once as a browser parses it (unclosed tags, mis-nested ' +
      'formatting elements and the elements a table implies count).',
  },
  HTML_TOO_MANY_ATTRIBUTES: {
    status: 400,
    fix: 'Send at most 1,000 attributes on one tag (repeated attributes count each time they are written).',
  },
  REPLY_TOO_LARGE: {
    status: 422,
    fix:
      'Send tables whose spans stay within the reply budget: a Markdown table pads every row to its widest, so ' +
      'rows x widest row (colspan counted) x 3 characters may be at most 12 x the HTML plus 1 MB.',
  },
} as const

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
} as const

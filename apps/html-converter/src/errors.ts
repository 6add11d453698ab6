/** The HTML converter's own error codes, merged into core's catalog. */
export const htmlConverterErrors = {
  HTML_TOO_DEEP: {
    status: 400,
    fix: 'Flatten the HTML: elements may nest at most 4,000 levels deep (unclosed inline tags count as open).',
  },
} as const

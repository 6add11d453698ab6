/** The format converter's own error codes (README.md, Errors), merged into core's catalog. */
export const formatConverterErrors = {
  INVALID_INPUT: {
    status: 400,
    fix: 'Send input that is well formed in the `from` format; `details` gives the line and column where the parser stopped, and `limit` names a size limit the input is over.',
  },
  INVALID_ENCODING: {
    status: 400,
    fix: 'Send UTF-8 text (XML and CSV may also be UTF-16 with a byte order mark).',
  },
  UNSUPPORTED_FORMAT: {
    status: 415,
    fix: 'Use a format key listed in the README (`json`, `xml`, `csv`, `tsv`, `excel`, `yaml`, `ndjson`, `sql-insert`, `html-table`, `env`, `query-string`, `base64`); PDF is output only.',
  },
  UNKNOWN_OPTION: {
    status: 422,
    fix: 'Remove the option named in `option`, or correct its spelling; the README lists each format’s options.',
  },
  INVALID_TRANSFORMATION: {
    status: 422,
    fix: 'The data cannot be written in the target format (see the message; `limit` names a budget such as `outputBytes`, 12 times the request plus 1 MB); reshape or split it, or choose another format.',
  },
} as const

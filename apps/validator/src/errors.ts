/** The validator's error codes, merged into core's catalog (all are 400: the request cannot be used). */
export const validatorErrors = {
  UNSUPPORTED_KEYWORD: {
    status: 400,
    fix: 'Remove the keyword named in `keyword` at `schemaPath`; only type, required, properties, items and nullable are supported.',
  },
  INVALID_SCHEMA: {
    status: 400,
    fix: 'Correct the schema member at `schemaPath` (see the supported subset in the README).',
  },
  SCHEMA_TOO_DEEP: { status: 400, fix: 'Flatten the schema: it may nest at most 100 levels.' },
  SCHEMA_URL_NOT_HTTPS: { status: 400, fix: 'Use an https:// schemaUrl; redirects must stay on https too.' },
  SCHEMA_URL_BLOCKED: {
    status: 400,
    fix: 'Host the schema on a public HTTPS address; private, loopback, link-local and metadata addresses are refused.',
  },
  SCHEMA_FETCH_FAILED: {
    status: 400,
    fix: 'Check that the schemaUrl answers 200 over HTTPS with a valid certificate.',
  },
  SCHEMA_FETCH_TIMEOUT: { status: 400, fix: 'Serve the schema faster: the whole fetch may take at most 5 seconds.' },
  SCHEMA_TOO_LARGE: { status: 400, fix: 'Serve a smaller schema: at most 1 MB.' },
  SCHEMA_NOT_JSON: { status: 400, fix: 'Serve the schema as a JSON object.' },
  TOO_MANY_REDIRECTS: { status: 400, fix: 'Point schemaUrl at the final address: at most 3 redirects are followed.' },
} as const

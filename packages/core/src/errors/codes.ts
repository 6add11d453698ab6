/**
 * The shared error catalog (docs/contract.md "Errors"): code -> HTTP status and a one-line "how to fix".
 * Services merge their own codes into it with `defineService({ errors })`; a service code may not
 * redefine a core code.
 */
export interface ErrorEntry {
  status: number
  /** Shown in READMEs and the OpenAPI document: what the caller should change. */
  fix: string
}

export type ErrorCatalog = Readonly<Record<string, ErrorEntry>>

export const coreErrors = {
  INVALID_JSON: { status: 400, fix: 'Send a syntactically valid JSON body (the message gives line and column).' },
  JSON_TOO_DEEP: {
    status: 400,
    fix: 'Flatten the body: objects and arrays may not nest deeper than the service limit.',
  },
  INVALID_REQUEST: { status: 400, fix: 'Correct the members listed in `details` (path and reason for each).' },
  MISSING_API_KEY: { status: 401, fix: 'Send your key in the `x-gateway-key` header.' },
  INVALID_API_KEY: { status: 401, fix: 'Check the `x-gateway-key` value; it is not a key this service accepts.' },
  WRONG_GATEWAY_HOST: { status: 403, fix: 'Send `x-gateway-host` naming this service, or call the right service.' },
  NOT_FOUND: { status: 404, fix: 'Check the path against the OpenAPI document at /openapi.json.' },
  METHOD_NOT_ALLOWED: { status: 405, fix: 'Use one of the methods listed in the `Allow` header.' },
  NOT_ACCEPTABLE: {
    status: 406,
    fix: 'Send an Accept header naming a representation the operation offers (listed in the message), or none.',
  },
  REQUEST_TIMEOUT: { status: 408, fix: 'Send the whole request promptly; the connection sat idle mid-request.' },
  PAYLOAD_TOO_LARGE: { status: 413, fix: 'Send a smaller body; the limit is in the message and the service README.' },
  URI_TOO_LONG: { status: 414, fix: 'Shorten the URL: send long inputs in the body, not the path or query.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, fix: 'Send a Content-Type the operation accepts (see /openapi.json).' },
  HEADERS_TOO_LARGE: { status: 431, fix: 'Send fewer or smaller headers (Node.js accepts 16 KB of headers in all).' },
  OVERLOADED: { status: 503, fix: 'Retry after the number of seconds in `Retry-After`.' },
  PROCESSING_TIMEOUT: { status: 504, fix: 'Send a smaller or simpler input; the work exceeded the processing limit.' },
  INTERNAL_ERROR: { status: 500, fix: 'A bug on our side: report the `x-request-id`.' },
} as const satisfies ErrorCatalog

export type CoreErrorCode = keyof typeof coreErrors

export function mergeCatalog(own: ErrorCatalog | undefined): ErrorCatalog {
  if (!own) return coreErrors
  for (const code of Object.keys(own)) {
    if (Object.hasOwn(coreErrors, code) && own[code]?.status !== coreErrors[code as CoreErrorCode].status) {
      throw new Error(`service error ${code} redefines the status of a core code`)
    }
  }
  return { ...coreErrors, ...own }
}

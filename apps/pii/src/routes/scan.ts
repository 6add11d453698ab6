/** POST /scan: read the payload and options from the JSON or raw text body, scan, answer. */
import { defineRoute } from '@svc/core'
import { readScanRequest } from '../domain/scan-request.js'
import type { Scanner } from '../infra/scanner.js'
import { ScanBody, ScanQuery, ScanReply } from '../schemas/scan.js'

/** The header carrying a per-request HMAC salt: never the URL, which gateways and proxies log. */
export const SALT_HEADER = 'x-pii-salt'

export const scanRoute = ({ scanner, hashKey }: { scanner: Scanner; hashKey?: string | undefined }) =>
  defineRoute({
    method: 'POST',
    url: '/scan',
    summary: 'Find personal data and secrets in JSON or text, and optionally redact them',
    description:
      'Send JSON `{ payload, mode?, coverage? | types?, strategy?, salt? }`, or raw text with `Content-Type: text/plain` ' +
      'and the options in the query string. `strategy: hash` needs a key: a per-request salt (16-256 characters) in the ' +
      '`x-pii-salt` header (or `salt` in a JSON body), or the server-side PII_HASH_KEY; a salt in the query string is ' +
      'refused (URLs are logged). Payloads over 8 KB of text scan in a worker pool with a 30 s limit.',
    consumes: ['application/json', 'text/plain'],
    rawExamples: { 'text/plain': 'user=jane.doe@gmail.com card=4556737586899855 ip=81.2.69.160' },
    schema: { body: ScanBody, querystring: ScanQuery, response: { 200: ScanReply } },
    async handler({ body, query, request }) {
      const header = request.headers[SALT_HEADER]
      const { payload, options, selection } = readScanRequest(body, query, {
        headerSalt: header,
        saltInUrl: Object.hasOwn((request.query ?? {}) as object, 'salt'),
        serverKey: hashKey,
      })
      const outcome = await scanner.scan(payload, options)
      const { findings, ...rest } = outcome
      return { ...(options.mode === 'redact' ? {} : { findings }), ...rest, ...selection }
    },
  })

/** POST /scan: read the payload and options from the JSON or raw text body, scan, answer. */
import { defineRoute } from '@svc/core'
import { readScanRequest } from '../domain/scan-request.js'
import type { Scanner } from '../infra/scanner.js'
import { ScanBody, ScanQuery, ScanReply } from '../schemas/scan.js'

export const scanRoute = ({ scanner }: { scanner: Scanner }) =>
  defineRoute({
    method: 'POST',
    url: '/scan',
    summary: 'Find personal data and secrets in JSON or text, and optionally redact them',
    description:
      'Send JSON `{ payload, mode?, coverage? | types?, strategy?, salt? }`, or raw text with `Content-Type: text/plain` ' +
      'and the options in the query string. Payloads over 256 KB of text scan in a worker pool with a 30 s limit.',
    consumes: ['application/json', 'text/plain'],
    rawExamples: { 'text/plain': 'user=jane.doe@gmail.com card=4556737586899855 ip=81.2.69.160' },
    schema: { body: ScanBody, querystring: ScanQuery, response: { 200: ScanReply } },
    async handler({ body, query }) {
      const { payload, options, selection } = readScanRequest(body, query)
      const outcome = await scanner.scan(payload, options)
      const { findings, ...rest } = outcome
      return { ...(options.mode === 'redact' ? {} : { findings }), ...rest, ...selection }
    },
  })

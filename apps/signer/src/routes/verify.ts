/** POST /verify: check a signed URL against the secret and the request facts the caller supplies. */
import { defineRoute } from '@svc/core'
import { verifyUrl } from '../domain/verify-url.js'
import { VerifyBody, VerifyReply } from '../schemas/verify.js'

export interface VerifyDeps {
  now: () => number
  clockSkewSeconds: number
}

export const verifyRoute = ({ now, clockSkewSeconds }: VerifyDeps) =>
  defineRoute({
    method: 'POST',
    url: '/verify',
    summary: 'Verify a signed URL and each of its constraints',
    description:
      'Always 200 for a readable request: test `valid`. A tampered, expired or malformed URL is `valid: false` ' +
      'with a stable `code` on each failed check. A signed constraint whose input is missing fails with CONSTRAINT_NOT_CHECKED.',
    schema: { body: VerifyBody, response: { 200: VerifyReply } },
    handler({ body }) {
      return verifyUrl(body, { nowMs: now(), clockSkewSeconds })
    },
  })

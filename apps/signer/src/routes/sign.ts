/** POST /sign: map the body's members to the domain's names and sign at the injected clock's time. */
import { defineRoute } from '@svc/core'
import { signUrl } from '../domain/sign-url.js'
import { SignBody, SignReply } from '../schemas/sign.js'

export const signRoute = ({ now }: { now: () => number }) =>
  defineRoute({
    method: 'POST',
    url: '/sign',
    summary: 'Sign a URL with an expiry and optional constraints',
    description:
      'Returns the canonical URL with its constraints and an HMAC in query parameters (sig_v, sig_exp, sig_m, ' +
      'sig_ip, sig_max, sig_h, sig). The secret is never returned. See the README for the canonical form.',
    schema: { body: SignBody, response: { 200: SignReply } },
    handler({ body: { expires_in_seconds, ...body } }) {
      return signUrl({ ...body, expiresInSeconds: expires_in_seconds }, now())
    },
  })

/**
 * Bearer tokens. A JWT is structure-checked: three base64url segments whose first decodes to a JSON
 * header with a string `alg` and whose second decodes to a JSON object (JWS, RFC 7515/7519). An
 * opaque token after `Bearer ` counts when it is 20+ characters and looks random (entropy >= 3 bits).
 */
import { decodeJsonSegment } from '../checks/base64url.js'
import { shannonEntropy } from '../checks/entropy.js'
import { isBoundary } from '../spans.js'
import type { Detector, Match } from '../types.js'

const JWT = /eyJ[A-Za-z0-9_-]{8,2048}\.[A-Za-z0-9_-]{4,8192}\.[A-Za-z0-9_-]{0,2048}/g
const BEARER = /\bBearer\s{1,3}[A-Za-z0-9._~+/-]{20,4096}={0,2}/gi

function isJwt(token: string): boolean {
  const [header, claims] = token.split('.')
  const decoded = decodeJsonSegment(header ?? '')
  return typeof decoded?.alg === 'string' && decodeJsonSegment(claims ?? '') !== undefined
}

function scanJwts(text: string, found: Match[]) {
  JWT.lastIndex = 0
  for (let m = JWT.exec(text); m !== null; m = JWT.exec(text)) {
    const end = m.index + m[0].length
    if (!isBoundary(text, m.index - 1) || !isBoundary(text, end) || !isJwt(m[0])) continue
    found.push({ type: 'bearer_token', detector: 'jwt', start: m.index, end, confidence: 0.95 })
  }
}

function scanBearers(text: string, found: Match[]) {
  BEARER.lastIndex = 0
  for (let m = BEARER.exec(text); m !== null; m = BEARER.exec(text)) {
    const token = /[^\s]+$/.exec(m[0])?.[0] ?? ''
    const end = m.index + m[0].length
    const start = end - token.length
    if (found.some((f) => f.start === start)) continue
    if (shannonEntropy(token) < 3 || !/\d/.test(token) || !/[A-Za-z]/.test(token)) continue
    found.push({ type: 'bearer_token', detector: 'bearer_header', start, end, confidence: 0.85 })
  }
}

export const bearerToken: Detector = {
  type: 'bearer_token',
  scan(text) {
    const found: Match[] = []
    if (text.includes('eyJ')) scanJwts(text, found)
    if (/bearer/i.test(text)) scanBearers(text, found)
    return found.sort((a, b) => a.start - b.start)
  },
}

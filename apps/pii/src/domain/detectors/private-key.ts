/**
 * Private key blocks in PEM form (`-----BEGIN RSA PRIVATE KEY-----`, `EC`, `DSA`, `OPENSSH`,
 * `ENCRYPTED`, PKCS#8, PGP `PRIVATE KEY BLOCK`) through their END line; a block cut off before its
 * END line is reported up to the end of the text (at most 64 KB). Public keys and certificates are not secrets.
 */
import type { Detector, Match } from '../types.js'

const BEGIN = /-----BEGIN ([A-Z0-9 ]{0,24}PRIVATE KEY(?: BLOCK)?)-----/g
const MAX_BLOCK = 65_536

export const privateKey: Detector = {
  type: 'private_key',
  scan(text) {
    const found: Match[] = []
    if (!text.includes('-----BEGIN')) return found
    BEGIN.lastIndex = 0
    for (let m = BEGIN.exec(text); m !== null; m = BEGIN.exec(text)) {
      const footer = `-----END ${m[1]}-----`
      const close = text.indexOf(footer, m.index)
      const complete = close !== -1 && close - m.index <= MAX_BLOCK
      const end = complete ? close + footer.length : Math.min(text.length, m.index + MAX_BLOCK)
      found.push({
        type: 'private_key',
        detector: 'pem_private_key',
        start: m.index,
        end,
        confidence: complete ? 0.99 : 0.9,
        attributes: { kind: m[1] ?? 'PRIVATE KEY' },
      })
      BEGIN.lastIndex = end
    }
    return found
  },
}

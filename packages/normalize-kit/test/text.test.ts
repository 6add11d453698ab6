import { describe, expect, it } from 'vitest'
import { MARKUP_TEXT_CASES } from '../src/testing.js'
import { decodeEntities, htmlToText, plainText, textOf } from '../src/text.js'

describe('htmlToText', () => {
  it('decodes named references case-sensitively, all of them', () => {
    expect(htmlToText('&Eacute;cole &eacute;t&eacute;')).toBe('École été')
    expect(htmlToText('I &hearts; it &rarr; &Omega;&omega;')).toBe('I ♥ it → Ωω')
  })
  it('decodes decimal, hex and windows-1252 numeric references', () => {
    expect(htmlToText('&#233;&#xE9;&#x1F600;')).toBe('éé😀')
    expect(htmlToText('USPS Ground Advantage<SUP>&#153;</SUP>')).toBe('USPS Ground Advantage™')
  })
  it('decodes once: a double-encoded reference stays one level encoded', () => {
    expect(htmlToText('Fish &amp;amp; Chips')).toBe('Fish &amp; Chips')
    expect(htmlToText('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>')
  })
  it('turns blocks into line breaks and list items into markers', () => {
    expect(htmlToText('<p>Fish &amp; Chips</p><p>Mushy peas</p>')).toBe('Fish & Chips\n\nMushy peas')
    expect(htmlToText('<ul><li>One</li><li>Two</li></ul>')).toBe('- One\n- Two')
    expect(htmlToText('<table><tr><td>a</td><td>b</td></tr></table>')).toBe('a b')
    expect(htmlToText('<p>Line two<br>three<br/>four</p>')).toBe('Line two\nthree\nfour')
  })
  it('drops script, style, template and noscript bodies', () => {
    expect(htmlToText('<p>Hi</p><script>alert("x")</script><style>p{color:red}</style>there')).toBe('Hi\nthere')
    expect(htmlToText('a<script>never closed')).toBe('a')
  })
  it('composes to NFC and collapses spaces', () => {
    expect(htmlToText('Cafe\u0301  &nbsp; au   lait')).toBe('Café au lait')
  })
  it('is linear on hostile input', () => {
    const hostile = '<a '.repeat(50_000) + '&amp'.repeat(50_000) + '<!--'.repeat(50_000)
    const start = performance.now()
    htmlToText(hostile)
    expect(performance.now() - start).toBeLessThan(2000)
  })
})

describe('plainText and decodeEntities', () => {
  it('leaves text without markup as written', () => {
    expect(plainText('R&D a < b')).toBe('R&D a < b')
    expect(textOf('  ')).toBeUndefined()
    expect(textOf(12)).toBeUndefined()
  })
  it('reads markup or references when present', () => {
    expect(plainText('Fish &amp; Chips')).toBe('Fish & Chips')
    expect(plainText('<b>Bold</b> move')).toBe('Bold move')
  })
  it('decodes references without touching tags', () => {
    expect(decodeEntities('&Eacute;<b>&amp;amp;')).toBe('É<b>&amp;')
  })
})

describe('MARKUP_TEXT_CASES (the cases the normalizers test their fields with)', () => {
  it.each(MARKUP_TEXT_CASES)('%s', (_, written, read) => {
    expect(plainText(written)).toBe(read)
  })
})

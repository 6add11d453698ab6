import { describe, expect, it } from 'vitest'
import {
  SAMPLE_MULTIPART_BOUNDARY,
  SAMPLE_TABLE_MULTIPART,
  SAMPLE_TABLE_PDF,
  SAMPLE_TABLE_PDF_BASE64,
} from '../src/index.js'

describe('the sample table PDF', () => {
  it('is ASCII with an xref table whose offsets point at their objects', () => {
    expect(SAMPLE_TABLE_PDF).toMatch(/^%PDF-1\.4\n/)
    expect(/^[\x09\x0a\x0d\x20-\x7e]*$/.test(SAMPLE_TABLE_PDF)).toBe(true)
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(SAMPLE_TABLE_PDF)![1])
    expect(SAMPLE_TABLE_PDF.slice(startxref, startxref + 4)).toBe('xref')
    const entries = [...SAMPLE_TABLE_PDF.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(entries).toHaveLength(5)
    entries.forEach((offset, index) => {
      expect(SAMPLE_TABLE_PDF.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true)
    })
  })

  it('gives its content stream its exact length and draws the six cells', () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/.exec(SAMPLE_TABLE_PDF)!
    expect(match[2]!.length).toBe(Number(match[1]))
    for (const text of ['Region', 'Q1', 'Q2', 'North', '1200', '1350']) expect(match[2]).toContain(`(${text}) Tj`)
  })

  it('is the same bytes in its base64 and multipart forms', () => {
    expect(Buffer.from(SAMPLE_TABLE_PDF_BASE64, 'base64').toString('latin1')).toBe(SAMPLE_TABLE_PDF)
    const parts = SAMPLE_TABLE_MULTIPART.split(`--${SAMPLE_MULTIPART_BOUNDARY}`)
    expect(parts).toHaveLength(3)
    expect(parts[1]).toBe(
      `\r\nContent-Disposition: form-data; name="file"; filename="table.pdf"\r\nContent-Type: application/pdf\r\n\r\n${SAMPLE_TABLE_PDF}\r\n`,
    )
  })
})

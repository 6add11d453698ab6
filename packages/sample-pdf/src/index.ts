/**
 * The PDF services' OpenAPI example: one 300 x 120 pt page holding a ruled 2 x 3 table (Region / Q1 /
 * Q2, North / 1200 / 1350) drawn with lines and standard Helvetica, written as plain ASCII with an
 * exact xref table and an uncompressed content stream, so that the documented request (and the load
 * test and fuzzer built on it) gets a real 200: pdf-extract finds one lattice table, pdf-optimize's
 * lossless level makes it smaller. Built when the module loads; well under a millisecond. The text is
 * ASCII, so an OpenAPI document can carry it as an `application/pdf` example string as it is.
 */

/** The table the page shows, row by row (what pdf-extract returns for it). */
export const SAMPLE_TABLE_ROWS: readonly (readonly string[])[] = [
  ['Region', 'Q1', 'Q2'],
  ['North', '1200', '1350'],
]
const LEFT = 20
const TOP = 100
const COLUMN = 90
const ROW = 30

function tableContent(): string {
  const right = LEFT + COLUMN * SAMPLE_TABLE_ROWS[0]!.length
  const bottom = TOP - ROW * SAMPLE_TABLE_ROWS.length
  const lines = ['0.5 w']
  for (let r = 0; r <= SAMPLE_TABLE_ROWS.length; r++)
    lines.push(`${LEFT} ${TOP - r * ROW} m ${right} ${TOP - r * ROW} l S`)
  for (let c = 0; c <= SAMPLE_TABLE_ROWS[0]!.length; c++)
    lines.push(`${LEFT + c * COLUMN} ${TOP} m ${LEFT + c * COLUMN} ${bottom} l S`)
  SAMPLE_TABLE_ROWS.forEach((row, r) => {
    row.forEach((text, c) => {
      lines.push(`BT /F1 10 Tf ${LEFT + c * COLUMN + 6} ${TOP - (r + 1) * ROW + 11} Td (${text}) Tj ET`)
    })
  })
  return `${lines.join('\n')}\n`
}

/** Objects 1..n in order, then an xref table whose offsets are counted from the text itself (ASCII only). */
function writePdf(objects: string[]): string {
  let text = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(text.length)
    text += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`
  return `${text}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
}

function buildExamplePdf(): string {
  const content = tableContent()
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 120] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ])
}

/** The sample PDF (ASCII text: its bytes are its UTF-8 encoding). */
export const SAMPLE_TABLE_PDF = buildExamplePdf()

/** The same PDF, base64 (a JSON body's `file`). */
export const SAMPLE_TABLE_PDF_BASE64 = Buffer.from(SAMPLE_TABLE_PDF, 'latin1').toString('base64')

/** The boundary of `SAMPLE_TABLE_MULTIPART`. */
export const SAMPLE_MULTIPART_BOUNDARY = 'example-boundary'

/** The same PDF as a multipart/form-data body with one `file` part. */
export const SAMPLE_TABLE_MULTIPART = [
  `--${SAMPLE_MULTIPART_BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="table.pdf"',
  'Content-Type: application/pdf',
  '',
  SAMPLE_TABLE_PDF,
  `--${SAMPLE_MULTIPART_BOUNDARY}--`,
  '',
].join('\r\n')

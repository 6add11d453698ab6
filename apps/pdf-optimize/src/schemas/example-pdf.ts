/**
 * The OpenAPI example's PDF: one 300 x 120 pt page holding a ruled 2 x 3 table (Region / Q1 / Q2,
 * North / 1200 / 1350) drawn with lines and standard Helvetica, written as plain ASCII with an exact
 * xref table and an uncompressed content stream, so that the example request (and the load test and
 * fuzzer built on it) gets a real 200: lossless makes it 13% smaller (931 to 813 bytes: object stream, xref
 * stream, Flate content). Built when the module loads; well under a millisecond. The text is ASCII, so
 * the OpenAPI document can carry it as the `application/pdf` example string as it is.
 */

const ROWS = [
  ['Region', 'Q1', 'Q2'],
  ['North', '1200', '1350'],
]
const LEFT = 20
const TOP = 100
const COLUMN = 90
const ROW = 30

function tableContent(): string {
  const right = LEFT + COLUMN * ROWS[0]!.length
  const bottom = TOP - ROW * ROWS.length
  const lines = ['0.5 w']
  for (let r = 0; r <= ROWS.length; r++) lines.push(`${LEFT} ${TOP - r * ROW} m ${right} ${TOP - r * ROW} l S`)
  for (let c = 0; c <= ROWS[0]!.length; c++)
    lines.push(`${LEFT + c * COLUMN} ${TOP} m ${LEFT + c * COLUMN} ${bottom} l S`)
  ROWS.forEach((row, r) => {
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

/** The example PDF (ASCII text: its bytes are its UTF-8 encoding). */
export const EXAMPLE_PDF = buildExamplePdf()

/** The same PDF as a multipart/form-data body with the boundary `example-boundary`. */
export const EXAMPLE_MULTIPART = [
  '--example-boundary',
  'Content-Disposition: form-data; name="file"; filename="table.pdf"',
  'Content-Type: application/pdf',
  '',
  EXAMPLE_PDF,
  '--example-boundary--',
  '',
].join('\r\n')

/** A one-page PDF with a ruled 3 x 3 table (what a spreadsheet prints), made with pdf-lib. */
import { PDFDocument, StandardFonts } from 'pdf-lib'

export const TABLE = [
  ['Region', 'Q1', 'Q2'],
  ['North', '1200', '1350'],
  ['South', '980', '1010'],
]

export async function tablePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([300, 160])
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const [left, top, width, height] = [20, 140, 90, 30]
  TABLE.forEach((row, r) => {
    row.forEach((text, c) => {
      page.drawText(text, { x: left + c * width + 6, y: top - (r + 1) * height + 10, size: 10, font })
    })
  })
  for (let r = 0; r <= TABLE.length; r++)
    page.drawLine({ start: { x: left, y: top - r * height }, end: { x: left + 3 * width, y: top - r * height } })
  for (let c = 0; c <= 3; c++)
    page.drawLine({
      start: { x: left + c * width, y: top },
      end: { x: left + c * width, y: top - TABLE.length * height },
    })
  return pdf.save()
}

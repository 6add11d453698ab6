/** The PDF compressor's error codes, merged into core's catalog. */
import { decompressionBombErrors } from '@svc/pdf-guard'

export const pdfOptimizeErrors = {
  MISSING_FILE: {
    status: 400,
    fix: 'Send the PDF as the multipart form part named `file`, or as the raw body with Content-Type: application/pdf.',
  },
  NOT_A_PDF: { status: 400, fix: 'Send a PDF file: it must start with a %PDF- header.' },
  DAMAGED_PDF: {
    status: 400,
    fix: 'The PDF cannot be read (no catalog or page tree); repair it (for example `qpdf in.pdf out.pdf`) and send it again.',
  },
  ENCRYPTED_PDF: {
    status: 400,
    fix: 'Remove the encryption first (for example `qpdf --decrypt --password=… in.pdf out.pdf`); encrypted PDFs are not rewritten.',
  },
  ...decompressionBombErrors,
} as const

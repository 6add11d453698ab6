/** The PDF table extractor's own error codes, merged into core's catalog. */
import { decompressionBombErrors } from '@svc/pdf-guard'

export const pdfExtractErrors = {
  INVALID_PDF: {
    status: 400,
    fix: 'Send a readable PDF: the file must start with %PDF- and its structure must parse (re-save or repair it with qpdf).',
  },
  ENCRYPTED_PDF: {
    status: 400,
    fix: 'Remove the user password (qpdf --decrypt --password=… in.pdf out.pdf) and send the decrypted file.',
  },
  PAGES_OUT_OF_RANGE: {
    status: 400,
    fix: 'Ask only for pages that exist: the message gives the page count; use `all` or a list such as 1,3-5.',
  },
  ...decompressionBombErrors,
} as const

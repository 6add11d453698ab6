/** The invoice normalizer's warning codes: the kit's catalog plus the invoice's own (README table). */
import { defineWarnings } from '@svc/normalize-kit'

export const INVOICE_WARNINGS = defineWarnings({
  TOTAL_MISMATCH: {
    meaning:
      'The line totals or the components (subtotal − discount + tax + shipping) do not add up to the stated totals.',
    penalty: 0.1,
  },
})

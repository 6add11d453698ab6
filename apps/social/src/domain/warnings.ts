/** The social normalizer's warning codes: the kit's catalog plus its own (README table). */
import { defineWarnings } from '@svc/normalize-kit'

export const SOCIAL_WARNINGS = defineWarnings({
  PLATFORM_INFERRED: {
    meaning: 'No `platform` was given; it was inferred from the payload structure.',
    penalty: 0.1,
  },
  RATING_OUT_OF_SCALE: {
    meaning: "A rating lies outside its platform's scale; it was clamped to the scale.",
    penalty: 0.1,
  },
  UNSAFE_HTML_REMOVED: {
    meaning: 'Scripts, frames, event handlers or javascript: links were removed from `content.html`.',
    penalty: 0,
  },
  DUPLICATE_POST: {
    meaning: 'The same platform post id appeared more than once; the first occurrence was kept.',
    penalty: 0,
  },
})

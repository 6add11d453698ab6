/** The shipment normalizer's warning codes: the kit's catalog plus its own (README table). */
import { defineWarnings } from '@svc/normalize-kit'

export const SHIPMENT_WARNINGS = defineWarnings({
  CARRIER_MISMATCH: {
    meaning: 'The declared carrier is not one the tracking number belongs to (by its format and check digit).',
    penalty: 0.25,
  },
  PAYLOAD_SHAPE_MISMATCH: {
    meaning:
      'The payload does not have the declared carrier’s response shape; it was read by the adapter that matches it.',
    penalty: 0.15,
  },
  CHECK_DIGIT_INVALID: {
    meaning: 'The tracking number has a carrier’s format but its check digit is wrong (a typo is likely).',
    penalty: 0.15,
  },
  TRACKING_NUMBER_UNRECOGNIZED: { meaning: 'The tracking number matches no known carrier format.', penalty: 0.05 },
  CARRIER_AMBIGUOUS: {
    meaning: 'The tracking number is valid for several carriers; the first by priority was taken.',
    penalty: 0.1,
  },
  CARRIER_INFERRED: {
    meaning: 'No carrier was declared; it was inferred from the payload shape or the number.',
    penalty: 0,
  },
  NO_PAYLOAD: {
    meaning: 'No carrier payload: the shipment is the number’s carrier and status `pending`, with no events.',
    penalty: 0,
  },
  TRACKING_NUMBER_NOT_IN_PAYLOAD: {
    meaning: 'The payload holds other tracking numbers only; its first shipment was used.',
    penalty: 0.2,
  },
  EVENT_TIME_MISSING: {
    meaning: 'Some events carry no readable time; they are listed after the timed ones.',
    penalty: 0.05,
  },
  NO_EVENTS: { meaning: 'The payload holds no tracking events.', penalty: 0.05 },
  CARRIER_NOTICE: {
    meaning:
      'The carrier states an error or warning beside the tracking data (its code and own reason, at most 200 characters).',
    penalty: 0.05,
  },
})

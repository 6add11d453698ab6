/** The QR generator's own error codes, merged into core's catalog (all 400: the request cannot be carried out as sent). */
export const qrErrors = {
  DATA_EMPTY: { status: 400, fix: 'Send at least one character in data.' },
  DATA_TOO_LONG: {
    status: 400,
    fix: 'Shorten data to the capacity in the message (and `capacity`), or pick a lower errorCorrectionLevel (a logo forces H).',
  },
  INVALID_COLOR: { status: 400, fix: 'Write the color named in `field` as #rrggbb, e.g. #1a2b3c.' },
  INVALID_BASE64: { status: 400, fix: 'Send the logo file base64-encoded (A-Z a-z 0-9 + / with = padding).' },
  UNSUPPORTED_LOGO_FORMAT: { status: 400, fix: 'Convert the logo to PNG or WebP.' },
  INVALID_LOGO: { status: 400, fix: 'Send a complete, uncorrupted PNG or WebP file.' },
  LOGO_DIMENSIONS_EXCEEDED: { status: 400, fix: 'Scale the logo down to at most 4096 × 4096 pixels.' },
  SIZE_TOO_SMALL: { status: 400, fix: 'Send at least `minimumSize` pixels, a smaller quietZone, or less data.' },
} as const

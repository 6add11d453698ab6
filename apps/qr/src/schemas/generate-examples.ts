/** The OpenAPI examples of POST /generate: a real request and the reply the service gives to it. */
export const GENERATE_EXAMPLE_REQUEST = {
  data: 'https://example.com',
  size: 128,
  format: 'png',
  errorCorrectionLevel: 'M',
  foregroundColor: '#1a2b3c',
  backgroundColor: '#ffffff',
  quietZone: 4,
}

export const GENERATE_EXAMPLE_REPLY = {}

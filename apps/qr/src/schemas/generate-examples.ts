/** The OpenAPI examples of POST /generate: a real request and the reply the service gives to it. */
export const GENERATE_EXAMPLE_REQUEST = {
  data: 'https://example.com',
  size: 256,
  format: 'png',
  errorCorrectionLevel: 'M',
  foregroundColor: '#1a2b3c',
  backgroundColor: '#ffffff',
  quietZone: 4,
}

export const GENERATE_EXAMPLE_REPLY = {
  imageBase64:
    'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEAAQMAAABmvDolAAAABlBMVEX///8aKzwdbHQ2AAABQklEQVR4nO2Ysa2AMAxED1FQMkJGYTQyGqMwAiUF4r58CUgfgb70u1i+CsJrcJyzHSAUCoVCf4tSBgZywdnr9XQH6HnK6Hck8uz3e9EX0JPrlHkMW+FGMrsFbCmR3gFyR7Ks9gpAWX3CttvigPe0bxyoHmUBsF3/NLHGgWc4vtQ4UP48AxhXAPebM6A7MJaKuqUFnTkyZn+A/bcqjqzYznBa5mfaOwCOqz/Sl57b06NcAB2pxgED14kdzaroD9B22xmupUbbDXdA8WCaOa2Y5VG/s9oLUF1J/cMVFX+AZpdM6tRWx4I7oIpWeNQfWf3xB9xzt1Wc2hS+D+ZNA7UNZG0jFIcXj2oeuCc1C0DN6vdRzgFQlmYrrM/LIk9A8WDtc/oYzNsGUO7EVHHy1Ru6A6pH6U5MveHHYN44EAqFQqF/6wcCa+2RNbO+IgAAAABJRU5ErkJggg==',
  format: 'png',
  mimeType: 'image/png',
  width: 256,
  height: 256,
  version: 2,
  errorCorrectionLevel: 'M',
  modules: 25,
  scanVerified: true,
  qualityScore: 100,
  warnings: [],
}

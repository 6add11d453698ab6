// The request every deployment check sends: the first POST operation of a service's OpenAPI document
// whose JSON request body carries an example, or GET /health for a service without one.

/** `{ method, path, body }`: the example as a request (body already JSON text), or GET /health. */
export function exampleRequest(document) {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const json = operations.post?.requestBody?.content?.['application/json']
    const example = json?.example ?? json?.schema?.examples?.[0]
    if (example !== undefined) return { method: 'POST', path, body: JSON.stringify(example) }
  }
  return { method: 'GET', path: '/health', body: undefined }
}

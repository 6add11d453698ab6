#!/usr/bin/env node
// Calls one operation of every service through a gateway (or the local runner, which mounts the services the
// same way): the first JSON operation of each service's OpenAPI document, sent with its own example, must
// answer 200; a service with no JSON example is checked on /health through the same route.
// Usage: node tools/deploy/src/smoke.mjs <base-url> <key> <service> [service ...]

const [base, key, ...names] = process.argv.slice(2)
if (!base || !key || names.length === 0) {
  console.error('usage: smoke.mjs <base-url> <key> <service> [service ...]')
  process.exit(2)
}

/** The first POST operation whose JSON request body carries an example: `{ path, example }`. */
function firstJsonExample(document) {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const json = operations.post?.requestBody?.content?.['application/json']
    const example = json?.example ?? json?.schema?.examples?.[0]
    if (example !== undefined) return { path, example }
  }
  return undefined
}

async function smoke(name) {
  const prefix = `${base.replace(/\/$/, '')}/${name}`
  const document = await (await fetch(`${prefix}/openapi.json`)).json()
  const operation = firstJsonExample(document)
  const res = operation
    ? await fetch(`${prefix}${operation.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-key': key },
        body: JSON.stringify(operation.example),
      })
    : await fetch(`${prefix}/health`)
  await res.arrayBuffer()
  return { name, target: operation ? `POST ${operation.path}` : 'GET /health', status: res.status }
}

let failed = 0
for (const name of names) {
  const result = await smoke(name).catch((error) => ({ name, target: '?', status: String(error.message) }))
  const ok = result.status === 200
  if (!ok) failed++
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.target} -> ${result.status}`)
}
console.log(`smoke: ${names.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

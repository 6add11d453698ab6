// Every committed service, read from its built `dist/app.js` as tools/dockerfiles.mjs does (a service
// added later is picked up with no change here), with its OpenAPI document as the service serves it.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { committedApps } from './committed-apps.mjs'

export const root = new URL('../../../', import.meta.url).pathname

const core = await import(pathToFileURL(join(root, 'packages/core/dist/index.js')).href)

/** `{ folder, service }` for every committed service, sorted by name. */
export async function loadServices() {
  const found = []
  for (const folder of committedApps(root)) {
    const file = join(root, 'apps', folder, 'dist', 'app.js')
    let mod
    try {
      mod = await import(pathToFileURL(file).href)
    } catch (error) {
      throw new Error(`apps/${folder} is not built (${error.code ?? error.message}): run pnpm build first`)
    }
    const service = Object.values(mod).find((value) => core.isService(value))
    if (!service) throw new Error(`apps/${folder}/dist/app.js exports no service`)
    found.push({ folder, service })
  }
  return found.sort((a, b) => a.service.name.localeCompare(b.service.name))
}

/** The document the service serves at /openapi.json (built in-process, closed again). */
export async function openApiDocument(service) {
  const app = await core.buildService(service, { auth: core.keysAuth(['document-reader']) })
  try {
    return (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
  } finally {
    await app.close()
  }
}

/** `fault-analyzer` -> `faultAnalyzer`. */
export function camelName(name) {
  return name.replace(/-(\w)/g, (_m, c) => c.toUpperCase())
}

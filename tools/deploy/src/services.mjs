// The service table every deployment file is generated from: each committed service's name and port,
// read from its built `dist/app.js` (the one source of truth), plus its resource profile.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { committedApps } from '../../../packages/client/scripts/committed-apps.mjs'

export { committedApps }

const MI = 1024 * 1024

/**
 * Resource profiles, sized from `node tools/deploy/src/measure.mjs` (table in tools/deploy/README.md):
 * every service idles at 70-80 MiB RSS and peaks at 100-170 MiB under c=100 with small bodies, using
 * 0.6-0.8 of a core. `light` services take 1 MB bodies; `json` services take bodies up to 25 MB, whose
 * parse costs 8-10x the body in heap; `document` services run a worker pool (PDF, images, spreadsheets,
 * 25 MB pages: 0.3 GB peak for the largest HTML page) and scale on memory too; `large` is the 80 MB PDF one.
 */
export const PROFILES = {
  light: { cpuRequest: '100m', cpuLimit: '1', memoryRequest: 192 * MI, memoryLimit: 512 * MI, maxReplicas: 10 },
  json: { cpuRequest: '250m', cpuLimit: '1', memoryRequest: 256 * MI, memoryLimit: 1024 * MI, maxReplicas: 10 },
  document: {
    cpuRequest: '500m',
    cpuLimit: '2',
    memoryRequest: 512 * MI,
    memoryLimit: 2048 * MI,
    maxReplicas: 6,
    scaleOnMemory: true,
    tmp: true,
  },
  large: {
    cpuRequest: '1',
    cpuLimit: '2',
    memoryRequest: 1024 * MI,
    memoryLimit: 4096 * MI,
    maxReplicas: 4,
    scaleOnMemory: true,
    tmp: true,
  },
}

/** Services whose work is documents rather than JSON; every other service is sized by its body limit. */
const DOCUMENT_SERVICES = {
  'html-converter': 'document',
  qr: 'document',
  'format-converter': 'document',
  'pdf-extract': 'document',
  'pdf-optimize': 'large',
}

/** The profile name for a service: named document services first, then by body limit. */
export function profileOf({ name, bodyLimit }) {
  return DOCUMENT_SERVICES[name] ?? (bodyLimit <= 1_000_000 ? 'light' : 'json')
}

/** `{ folder, pkg, name, port, bodyLimit, profile }` for every committed service, sorted by port. */
export async function loadServices(root) {
  const services = []
  for (const folder of committedApps(root)) {
    const manifest = JSON.parse(readFileSync(join(root, 'apps', folder, 'package.json'), 'utf8'))
    const mod = await import(pathToFileURL(join(root, 'apps', folder, 'dist', 'app.js')).href)
    const service = Object.values(mod).find((value) => value?.kind === 'service')
    if (!service) throw new Error(`apps/${folder}/dist/app.js exports no service`)
    const entry = { folder, pkg: manifest.name, name: service.name, port: service.port, bodyLimit: service.bodyLimit }
    services.push({ ...entry, profile: profileOf(entry) })
  }
  return services.sort((a, b) => a.port - b.port)
}

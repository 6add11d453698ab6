/**
 * The fuzzer's child process: loads one service's built app module, runs it the way production does
 * (`runStandalone`: limits, load shedding, buffered log, close-with-grace) on a free loopback port, and
 * tells the parent the port and the service's error catalog over IPC.
 * Usage (by spawnService only): node child.js <apps/<svc>/dist/app.js>
 */
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { mergeCatalog, runStandalone, type Service } from '@svc/core'

function isService(value: unknown): value is Service {
  const v = value as Partial<Service> | null
  return !!v && typeof v === 'object' && typeof v.name === 'string' && typeof v.routes === 'function'
}

const appPath = process.argv[2]
if (!appPath) throw new Error('usage: child.js <app.js>')
const module = (await import(pathToFileURL(appPath).href)) as Record<string, unknown>
const service = Object.values(module).find(isService)
if (!service) throw new Error(`${appPath} exports no service`)
const app = await runStandalone(service, { ...process.env, PORT: '0', HOST: '127.0.0.1' })
if (!app) process.exit(1)
const { port } = app.server.address() as AddressInfo
process.send?.({
  port,
  name: service.name,
  bodyLimit: service.bodyLimit,
  maxJsonDepth: service.maxJsonDepth ?? 1_000,
  codes: Object.keys(mergeCatalog(service.errors)),
})

/** Every built service under apps/: the fuzzer and the load runner pick up new services by being there. */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export interface ServiceApp {
  folder: string
  appPath: string
}

/** apps/<folder>/dist/app.js for every folder of apps/ that has one, sorted by folder. */
export function serviceApps(root: string): ServiceApp[] {
  const apps = join(root, 'apps')
  return readdirSync(apps)
    .sort()
    .map((folder) => ({ folder, appPath: join(apps, folder, 'dist', 'app.js') }))
    .filter((entry) => existsSync(entry.appPath))
}

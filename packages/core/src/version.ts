/** Reads the `version` of the package.json next to a service's `src/` or `dist/` folder. */
import { readFileSync } from 'node:fs'

export function readVersion(moduleUrl: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', moduleUrl), 'utf8')) as { version?: string }
  return manifest.version ?? '0.0.0'
}

// The service folders committed to git: the one list the client generator (packages/client) and the
// deployment generators (tools/deploy, tools/deploy-check.mjs) share. It lives in a package so that
// tools import it from below and no package reaches up into tools.
import { execFileSync } from 'node:child_process'

/** Service folders committed to git (a folder someone is still scaffolding is left out), sorted. */
export function committedApps(root) {
  const files = execFileSync('git', ['ls-files', 'apps/*/src/app.ts'], { cwd: root, encoding: 'utf8' })
  return files
    .split('\n')
    .filter(Boolean)
    .map((file) => file.split('/')[1])
    .sort()
}

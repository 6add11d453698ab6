#!/usr/bin/env node
// Scaffolds apps/<folder> with the house layout: package.json (same scripts everywhere), tsconfigs,
// vitest config and the three-line server.ts. The service's own code is then src/app.ts, routes,
// schemas and domain. Usage: node tools/new-service.mjs <folder> "<description>" [dependency ...]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [folder, description, ...dependencies] = process.argv.slice(2)
if (!folder || !description) {
  console.error('usage: node tools/new-service.mjs <folder> "<description>" [dependency@range ...]')
  process.exit(2)
}
const root = new URL('..', import.meta.url).pathname
const dir = join(root, 'apps', folder)
if (existsSync(join(dir, 'package.json'))) {
  console.error(`apps/${folder} exists`)
  process.exit(1)
}
const template = JSON.parse(readFileSync(join(root, 'apps', 'validator', 'package.json'), 'utf8'))
const own = Object.fromEntries(
  dependencies.map((spec) => {
    const at = spec.lastIndexOf('@')
    return at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, '*']
  }),
)
const manifest = {
  ...template,
  name: `@svc/${folder}`,
  version: '1.0.0',
  description,
  scripts: { ...template.scripts, bench: 'tsx bench/http.bench.ts' },
  dependencies: { '@svc/core': 'workspace:*', zod: template.dependencies.zod, ...own },
  devDependencies: Object.fromEntries(
    Object.entries(template.devDependencies).filter(([name]) => !['ajv', 'tinybench'].includes(name)),
  ),
}
for (const sub of ['src/routes', 'src/schemas', 'src/domain', 'test/routes', 'test/domain', 'test/fixtures', 'bench']) {
  mkdirSync(join(dir, sub), { recursive: true })
}
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
for (const file of ['tsconfig.json', 'tsconfig.build.json', 'vitest.config.ts']) {
  writeFileSync(join(dir, file), readFileSync(join(root, 'apps', 'validator', file), 'utf8'))
}
const exportName = folder.replace(/-(\w)/g, (_, c) => c.toUpperCase())
writeFileSync(
  join(dir, 'src', 'server.ts'),
  `import { runStandalone } from '@svc/core'\nimport { ${exportName} } from './app.js'\n\nawait runStandalone(${exportName})\n`,
)
console.log(`apps/${folder} scaffolded; write src/app.ts exporting \`${exportName}\`, then pnpm install`)

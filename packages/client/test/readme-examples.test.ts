/**
 * Every service README has a "Client" section whose ```ts client-example block calls the service's
 * main operation through @svc/client; each runs as written against the local runner (`pnpm start`
 * with the READMEs' development key), its `127.0.0.1:8080` pointed at the runner's port.
 *
 * The blocks are type-checked together (strict, as a user's project would: `@svc/client` is the built
 * package's types) and then run one by one with Node: a block must exit 0 with nothing on stderr, and
 * each `console.log(...)` line that ends in a `// <text>` comment must print exactly `<text>`, in order.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { committedApps } from '../scripts/committed-apps.mjs'
import { root } from '../scripts/services.mjs'
import { type Runner, startRunner } from './support/runner.js'

/** The key the READMEs use: `GATEWAY_KEYS=local-dev-key pnpm start`. */
const README_KEY = 'local-dev-key'
const RUNNER_URLS = /\b(?:localhost|127\.0\.0\.1):8080\b/g
const client = join(root, 'packages/client')
const out = join(client, 'test-output/readme-examples')

interface Example {
  service: string
  code: string
  /** What the commented console.log lines print, in order. */
  prints: string[]
}

function exampleOf(service: string): Example | undefined {
  const markdown = readFileSync(join(root, 'apps', service, 'README.md'), 'utf8')
  const blocks = [...markdown.matchAll(/^```ts client-example\n([\s\S]*?)^```/gm)].map((match) => match[1]!)
  if (blocks.length !== 1) return undefined
  const code = blocks[0]!
  const prints = code
    .split('\n')
    .filter((line) => /\bconsole\.log\(.*\)\s*\/\/ /.test(line))
    .map((line) => line.replace(/^.*?\bconsole\.log\(.*?\)\s*\/\/ /, ''))
  return { service, code, prints }
}

const services = committedApps(root)
const examples = services.map((service) => ({ service, example: exampleOf(service) }))

let runner: Runner
beforeAll(async () => {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  runner = await startRunner(README_KEY)
}, 60_000)
afterAll(() => runner?.stop())

const sourceFile = (service: string) => join(out, `${service}.ts`)

function typeErrors(files: string[]): string[] {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile)
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root)
  const program = ts.createProgram(files, {
    ...options,
    noEmit: true,
    declaration: false,
    declarationMap: false,
    sourceMap: false,
    // as an installed @svc/client: its built types
    paths: { '@svc/client': [join(client, 'dist/index.d.ts')] },
  })
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file?.fileName.replace(`${out}/`, '') ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    )
}

function runNode(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [file],
      { cwd: out, timeout: 80_000, env: { PATH: process.env.PATH } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | undefined) ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe('README client examples', () => {
  it('every service README has exactly one ```ts client-example block', () => {
    const missing = examples.filter(({ example }) => !example).map(({ service }) => `apps/${service}/README.md`)
    expect(missing).toEqual([])
    expect(services.length).toBeGreaterThanOrEqual(18)
  })

  // concurrent with the runs below: the compiler's CPU overlaps their waiting on the runner
  it.concurrent('type-check against the built client with no cast and no error', () => {
    const files = examples.flatMap(({ service, example }) => {
      if (!example) return []
      writeFileSync(sourceFile(service), example.code)
      return [sourceFile(service)]
    })
    expect(typeErrors(files)).toEqual([])
  }, 60_000)

  it.concurrent.each(
    examples.filter(({ example }) => example).map(({ service, example }) => [service, example!] as const),
  )(
    '%s: runs against the local runner and prints what it says',
    async (service, example) => {
      const code = example.code.replace(RUNNER_URLS, runner.host)
      const js = ts
        .transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } })
        .outputText.replace(
          /(from\s+)(['"])@svc\/client\2/g,
          `$1'${pathToFileURL(join(client, 'dist/index.js')).href}'`,
        )
      const file = join(out, `${service}.mjs`)
      writeFileSync(file, js)
      const result = await runNode(file)
      expect(result.stderr, `${service}: stderr`).toBe('')
      expect(result.code, `${service}: exit code`).toBe(0)
      expect(example.prints.length, `${service}: the example shows what it prints`).toBeGreaterThan(0)
      const printed = result.stdout.split('\n')
      let at = 0
      const missing = example.prints.filter((line) => {
        const found = printed.indexOf(line, at)
        if (found >= 0) at = found + 1
        return found < 0
      })
      expect(missing, `${service} printed:\n${result.stdout}`).toEqual([])
    },
    // a loaded machine (load average 15 on 2 cores) takes 30 s for a PDF example
    90_000,
  )
})

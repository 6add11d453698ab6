/**
 * Every curl example in every README (and docs/*.md, CONTRIBUTING.md) runs as written against the
 * local runner: the built runner (`pnpm start`) on a free loopback port with the documented
 * development key, each file's ```sh blocks run in order by bash in the file's folder. A block runs
 * when it calls curl on the runner's port 8080 or only assigns variables (`KEY=local-dev-key`).
 * Within a block, each curl expects the status its comment names (`# 400 {...}`), 2xx otherwise.
 * New services' READMEs are picked up with no change here.
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunnerProcess, startRunner } from './support/runner-process.js'

/** The key the READMEs use: `GATEWAY_KEYS=local-dev-key pnpm start`, then `KEY=local-dev-key`. */
const README_KEY = 'local-dev-key'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const SKIP = new Set(['node_modules', 'dist', '.git', '.turbo', 'coverage', 'test', 'bench'])
const RUNNER_URL = /\b(?:localhost|127\.0\.0\.1):8080\b/
const RUNNER_URLS = new RegExp(RUNNER_URL.source, 'g')

function markdownFiles(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (SKIP.has(entry)) continue
      const full = join(dir, entry)
      if (statSync(full).isDirectory()) walk(full)
      else if (entry === 'README.md' || entry === 'CONTRIBUTING.md' || full.startsWith(join(root, 'docs'))) {
        if (entry.endsWith('.md')) out.push(full)
      }
    }
  }
  walk(root)
  return out.sort()
}

function shBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((match) => match[1]!)
}

const isAssignmentsOnly = (block: string) =>
  block
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .every((line) => /^[A-Z_][A-Z0-9_]*=\S*(\s+#.*)?$/.test(line.trim()))

/** The blocks to run, and per curl call the status its comment names (undefined: any 2xx). */
function examplesOf(markdown: string): { script: string; expected: (number | undefined)[] } {
  const blocks = shBlocks(markdown).filter(
    (block) => (/\bcurl\b/.test(block) && RUNNER_URL.test(block)) || isAssignmentsOnly(block),
  )
  const expected: (number | undefined)[] = []
  for (const block of blocks) {
    let current: { status: number | undefined } | undefined
    for (const line of block.split('\n')) {
      if (/(?:^|\$\(|\|\s*)curl\s/.test(line.trim())) {
        current = { status: undefined }
        expected.push(undefined)
        continue
      }
      const named = /^#\s*(\d{3})\b/.exec(line.trim())
      if (current && current.status === undefined && named) {
        current.status = Number(named[1])
        expected[expected.length - 1] = current.status
      }
    }
  }
  return { script: blocks.join('\n'), expected }
}

function runBash(script: string, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const files = markdownFiles()
  .map((file) => ({ file, ...examplesOf(readFileSync(file, 'utf8')) }))
  .filter((example) => example.expected.length > 0)

let runner: RunnerProcess
beforeAll(async () => {
  runner = await startRunner({ GATEWAY_KEYS: README_KEY })
})
afterAll(() => runner?.stop())

describe('README curl examples run as written against the local runner', () => {
  it('finds the examples of every service README', () => {
    const names = files.map(({ file }) => relative(root, file))
    expect(names).toContain('README.md')
    expect(names).toContain('apps/signer/README.md')
    expect(names.filter((name) => name.startsWith('apps/')).length).toBeGreaterThanOrEqual(7)
  })

  it.each(files.map((example) => [relative(root, example.file), example] as const))('%s', async (_name, example) => {
    const port = new URL(runner.base).port
    const prelude = [
      'set -euo pipefail',
      // Each call's status goes to stderr, in order; the body goes where the example sends it.
      `curl() { command curl --max-time 30 -w '%{stderr}@@status %{http_code}\\n' "$@"; }`,
    ]
    const script = `${prelude.join('\n')}\n${example.script.replace(RUNNER_URLS, `127.0.0.1:${port}`)}`
    const result = await runBash(script, dirname(example.file))
    expect(result.code, `bash failed:\n${result.stderr}`).toBe(0)
    const statuses = [...result.stderr.matchAll(/@@status (\d{3})/g)].map((match) => Number(match[1]))
    expect(statuses.length, result.stderr).toBe(example.expected.length)
    const problems = example.expected.flatMap((status, index) => {
      const got = statuses[index]!
      const ok = status === undefined ? got >= 200 && got < 300 : got === status
      return ok ? [] : [`curl #${index + 1}: expected ${status ?? '2xx'}, got ${got}`]
    })
    expect(problems, result.stdout).toEqual([])
  })
})

/**
 * Interoperability with LibreOffice (optional: skipped when `libreoffice` is not on PATH; Debian
 * package libreoffice-calc-nogui). Our xlsx opens in LibreOffice with the same cells, and an xlsx
 * written by LibreOffice reads back as the CSV it came from.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { read, write } from '../convert-helper.js'

const hasLibreOffice = spawnSync('libreoffice', ['--version'], { stdio: 'ignore' }).status === 0
if (!hasLibreOffice) console.warn('LibreOffice interop tests skipped: `libreoffice` is not on PATH')

const dir = mkdtempSync(join(tmpdir(), 'fc-lo-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function soffice(args: string[]) {
  execFileSync('libreoffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', ...args], {
    cwd: dir,
    timeout: 120_000,
    stdio: 'ignore',
  })
}

const ROWS = [
  { sku: 'A-1', name: 'Pen, blue', qty: 2, price: 1.25, ok: true },
  { sku: 'B-2', name: 'Ζήτα Жук "q"', qty: 10, price: 1000.5, ok: false },
]

describe.skipIf(!hasLibreOffice)('LibreOffice interop', () => {
  it('opens our xlsx with the same cells', async () => {
    writeFileSync(join(dir, 'ours.xlsx'), (await write('excel', ROWS)) as Uint8Array)
    soffice(['--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1', '--outdir', dir, join(dir, 'ours.xlsx')])
    const csv = readFileSync(join(dir, 'ours.csv'), 'utf8')
    // LibreOffice prints boolean cells as TRUE/FALSE (a text cell would print as we wrote it: true).
    expect(await read('csv', csv, { csv: { inferTypes: true } })).toEqual([
      { sku: 'A-1', name: 'Pen, blue', qty: 2, price: 1.25, ok: 'TRUE' },
      { sku: 'B-2', name: 'Ζήτα Жук "q"', qty: 10, price: 1000.5, ok: 'FALSE' },
    ])
  }, 180_000)

  it('reads an xlsx that LibreOffice wrote from our CSV', async () => {
    writeFileSync(join(dir, 'theirs.csv'), String(await write('csv', ROWS)))
    soffice(['--infilter=CSV:44,34,76,1', '--convert-to', 'xlsx', '--outdir', dir, join(dir, 'theirs.csv')])
    const rows = await read('excel', readFileSync(join(dir, 'theirs.xlsx')))
    expect(rows).toEqual(ROWS)
  }, 180_000)

  it('round-trips every csv-spectrum case through our xlsx and LibreOffice: CSV -> JSON -> xlsx -> LibreOffice CSV -> JSON', async () => {
    const root = dirname(createRequire(import.meta.url).resolve('csv-spectrum/package.json'))
    const names = readdirSync(join(root, 'csvs')).map((file) => file.replace(/\.csv$/, ''))
    const expected = new Map<string, unknown>()
    for (const name of names) {
      const value = await read('csv', readFileSync(join(root, 'csvs', `${name}.csv`), 'utf8'))
      expected.set(name, value)
      writeFileSync(join(dir, `spectrum-${name}.xlsx`), (await write('excel', value)) as Uint8Array)
    }
    // One LibreOffice start converts every file (UTF-8, comma, double quote).
    soffice([
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1',
      '--outdir',
      join(dir, 'spectrum-csv'),
      ...names.map((name) => join(dir, `spectrum-${name}.xlsx`)),
    ])
    const losses: Record<string, string> = {}
    for (const name of names) {
      const back = await read('csv', readFileSync(join(dir, 'spectrum-csv', `spectrum-${name}.csv`), 'utf8'))
      if (JSON.stringify(back) !== JSON.stringify(expected.get(name))) losses[name] = LOSSES[name] ?? 'not explained'
    }
    expect(names).toHaveLength(12)
    expect(losses).toEqual(LOSSES)
  }, 300_000)
})

/** csv-spectrum cases whose values do not survive the trip through LibreOffice, and why. */
const LOSSES: Record<string, string> = {
  newlines_crlf:
    'a CRLF inside a quoted field comes back as LF: xlsx cell text is XML, whose line ends every reader normalizes ' +
    '(our own xlsx round trip gives the same)',
}

/**
 * Interoperability with LibreOffice (optional: skipped when `libreoffice` is not on PATH; Debian
 * package libreoffice-calc-nogui). Our xlsx opens in LibreOffice with the same cells, and an xlsx
 * written by LibreOffice reads back as the CSV it came from.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
})

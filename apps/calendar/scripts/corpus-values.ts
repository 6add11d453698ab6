/**
 * Writes test/published/corpus-values.json, the corpus value table: for every .ics file of
 * test/fixtures/corpus, ical.js's reading (test/published/icaljs-reading.ts): its VEVENT count and its
 * first two events. `pnpm --filter @svc/calendar corpus-values`; the value-table test fails when the
 * file and ical.js's reading part.
 */
import { writeFileSync } from 'node:fs'
import { corpusFiles, corpusReading } from '../test/published/icaljs-reading.js'

const table = Object.fromEntries(corpusFiles().map((file) => [file, corpusReading(file)]))
writeFileSync(new URL('../test/published/corpus-values.json', import.meta.url), `${JSON.stringify(table, null, 2)}\n`)
console.log(`${Object.keys(table).length} files`)

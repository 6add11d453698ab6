/**
 * The format table (structured formats, then the documents of release 2.1): every reader and writer, listed explicitly. Adding a format is writing its two
 * modules and adding one line to each list.
 */
import { base64Reader } from './base64/reader.js'
import { base64Writer } from './base64/writer.js'
import { csvReader } from './csv/reader.js'
import { csvWriter } from './csv/writer.js'
import { envReader } from './env/reader.js'
import { envWriter } from './env/writer.js'
import { excelReader } from './excel/reader.js'
import { excelWriter } from './excel/writer.js'
import type { FormatReader, FormatWriter } from './format.js'
import { htmlReader } from './html/reader.js'
import { htmlWriter } from './html/writer.js'
import { htmlTableReader } from './html-table/reader.js'
import { htmlTableWriter } from './html-table/writer.js'
import { jsonReader } from './json/reader.js'
import { jsonWriter } from './json/writer.js'
import { markdownReader } from './markdown/reader.js'
import { markdownWriter } from './markdown/writer.js'
import { ndjsonReader } from './ndjson/reader.js'
import { ndjsonWriter } from './ndjson/writer.js'
import { pdfWriter } from './pdf/writer.js'
import { queryStringReader } from './query-string/reader.js'
import { queryStringWriter } from './query-string/writer.js'
import { sqlInsertReader } from './sql-insert/reader.js'
import { sqlInsertWriter } from './sql-insert/writer.js'
import { tsvReader } from './tsv/reader.js'
import { tsvWriter } from './tsv/writer.js'
import { xmlReader } from './xml/reader.js'
import { xmlWriter } from './xml/writer.js'
import { yamlReader } from './yaml/reader.js'
import { yamlWriter } from './yaml/writer.js'

export const readers: readonly FormatReader[] = [
  jsonReader,
  xmlReader,
  csvReader,
  tsvReader,
  excelReader,
  yamlReader,
  ndjsonReader,
  sqlInsertReader,
  htmlTableReader,
  envReader,
  queryStringReader,
  base64Reader,
  markdownReader,
  htmlReader,
]

export const writers: readonly FormatWriter[] = [
  jsonWriter,
  xmlWriter,
  csvWriter,
  tsvWriter,
  excelWriter,
  yamlWriter,
  ndjsonWriter,
  sqlInsertWriter,
  // Before html-table: `Accept: text/html` asks for a page (part 2); `to: "html-table"` gives a bare table.
  htmlWriter,
  htmlTableWriter,
  envWriter,
  queryStringWriter,
  base64Writer,
  markdownWriter,
  pdfWriter,
]

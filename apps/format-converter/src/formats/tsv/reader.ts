/** TSV input: tab-delimited, with CSV-style quoting accepted (as spreadsheets write it). */
import { delimitedReader } from '../csv/delimited-reader.js'

export const tsvReader = delimitedReader('tsv', '\t', ['text/tab-separated-values'], ['tsv', 'tab'])

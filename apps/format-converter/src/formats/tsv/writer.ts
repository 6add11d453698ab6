/** TSV output: tab-delimited; a cell holding a tab, a quote or a line break is quoted. */
import { delimitedWriter } from '../csv/delimited-writer.js'

export const tsvWriter = delimitedWriter('tsv', '\t', 'text/tab-separated-values', 'tsv')

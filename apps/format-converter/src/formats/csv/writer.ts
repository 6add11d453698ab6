/** CSV output (RFC 4180). */
import { delimitedWriter } from './delimited-writer.js'

export const csvWriter = delimitedWriter('csv', ',', 'text/csv', 'csv')

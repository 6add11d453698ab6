/** CSV input (RFC 4180; comma by default). */
import { delimitedReader } from './delimited-reader.js'

export const csvReader = delimitedReader('csv', ',', ['text/csv', 'application/csv'], ['csv'])

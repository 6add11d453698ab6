/**
 * Sets every member's DOS modification time in a zip to 1980-01-01 00:00, in the local headers and
 * the central directory. exceljs (through JSZip) stamps the current time, which would make the same
 * workbook differ byte for byte between requests (seed 002: every service is deterministic).
 */
const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1

export function fixZipTimestamps(zip: Uint8Array): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  let end = -1
  for (let at = zip.byteLength - 22; at >= Math.max(0, zip.byteLength - 65_557); at--) {
    if (view.getUint32(at, true) === EOCD) {
      end = at
      break
    }
  }
  if (end < 0) return zip
  let at = view.getUint32(end + 16, true)
  for (let i = view.getUint16(end + 10, true); i > 0 && view.getUint32(at, true) === CENTRAL; i--) {
    view.setUint16(at + 12, 0, true)
    view.setUint16(at + 14, DOS_DATE_1980_01_01, true)
    const local = view.getUint32(at + 42, true)
    if (view.getUint32(local, true) === LOCAL) {
      view.setUint16(local + 10, 0, true)
      view.setUint16(local + 12, DOS_DATE_1980_01_01, true)
    }
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return zip
}

/**
 * About `bytes` of plain-text log lines where every line holds personal data or a secret (an
 * e-mail, phone, card, IBAN, SSN, IP, bearer token, password, name or street line), seeded: the
 * worst realistic case for a redactor, as opposed to the sparse logs of mixed-logs.ts.
 */
export function denseTextLogs(bytes: number, seed = 11): string {
  let a = seed
  const rand = () => {
    a = (a * 1_103_515_245 + 12_345) % 2_147_483_648
    return a / 2_147_483_648
  }
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('')
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(rand() * 16)]).join('')
  const first = ['Maria', 'John', 'Lotte', 'Ahmed', 'Chen', 'Olga', 'Pierre', 'Lucia']
  const last = ['Garcia', 'Smith', 'de Bruyn', 'Hassan', 'Li', 'Ivanova', 'Dubois', 'Rossi']
  const lines: string[] = []
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const ts = `2026-11-24T07:${String(i % 60).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}Z`
    const who = `${first[i % 8]} ${last[(i * 3) % 8]}`
    const line = [
      `${ts} INFO signup user=${who.toLowerCase().replace(/ /g, '.')}${i}@gmail.com ip=81.2.${i % 250}.${(i * 7) % 250}`,
      `${ts} INFO callback requested by ${who} at +44 20 7946 ${digits(4)}`,
      `${ts} WARN charge declined card=4556 7375 8689 9855 amount=${digits(3)}.${digits(2)} EUR`,
      `${ts} INFO payout iban=DE89 3704 0044 0532 0130 00 ref=${hex(8)}`,
      `${ts} INFO verified SSN 536-22-${String(1000 + (i % 9000))} for applicant ${hex(6)}`,
      `${ts} DEBUG GET /api/v2/orders/${digits(5)} Authorization: Bearer ${hex(40)}`,
      `${ts} ERROR db connect failed postgres://app:${hex(12)}@db.internal:5432/shop password=${hex(10)}`,
      `${ts} INFO ship to ${digits(3)} Maple Street, Springfield, IL 62704 for Dear ${who}`,
    ][i % 8] as string
    lines.push(line)
    size += line.length + 1
  }
  return lines.join('\n')
}

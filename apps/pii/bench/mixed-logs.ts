/**
 * About `bytes` of mixed JSON log records, seeded: mostly clean application events, about one in
 * eight carrying an email, IP, phone, card or token, as production logs do.
 */
export function mixedJsonLogs(bytes: number, seed = 7): unknown[] {
  let a = seed
  const rand = () => {
    a = (a * 1_103_515_245 + 12_345) % 2_147_483_648
    return a / 2_147_483_648
  }
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(rand() * 16)]).join('')
  const records: unknown[] = []
  let size = 2
  let i = 0
  while (size < bytes) {
    i++
    const base = {
      ts: `2026-11-24T07:${String(i % 60).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}.${String(i % 1000).padStart(3, '0')}Z`,
      level: rand() < 0.9 ? 'info' : 'warn',
      service: ['checkout', 'billing', 'search', 'auth'][i % 4],
      requestId: `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
      msg: ['request completed', 'cache miss', 'order created', 'job finished', 'retrying upstream'][i % 5],
      http: {
        method: 'GET',
        path: `/api/v2/orders/${Math.floor(rand() * 99999)}`,
        status: 200,
        durationMs: Math.floor(rand() * 900),
      },
    }
    const pii = rand()
    const extra =
      pii < 0.03
        ? { user: { email: `user${i}@gmail.com` } }
        : pii < 0.06
          ? { clientIp: `81.2.${i % 250}.${(i * 3) % 250}` }
          : pii < 0.08
            ? { note: `callback requested at +44 20 7946 ${String(i % 10000).padStart(4, '0')}` }
            : pii < 0.1
              ? { payment: { card: '4556737586899855' } }
              : pii < 0.125
                ? { headers: { authorization: `Bearer ${hex(40)}` } }
                : {}
    const record = { ...base, ...extra }
    records.push(record)
    size += JSON.stringify(record).length + 1
  }
  return records
}

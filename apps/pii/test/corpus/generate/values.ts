/**
 * Valid values for every type, built the way issuers build them (Luhn, mod-97, ABA, base32 key
 * ids, JWS), so the corpus tests detection rather than the generator's luck.
 */
import { composeIBAN, isValidIBAN } from 'ibantools'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { ALNUM, HEX, type Rng } from './random.js'

export const FIRST = [
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Olga',
  'Carlos',
  'Fatima',
  'Liam',
  'Sofia',
  'Hiroshi',
  'Amara',
  'Lukas',
  'Chloe',
  'Mateo',
  'Ingrid',
  'Kwame',
  'Priya',
  'Noah',
  'Elena',
  'Tomasz',
]
export const LAST = [
  'Garcia',
  'Smith',
  'Okafor',
  'Zhang',
  'Petrova',
  'Mendes',
  'Haddad',
  'Murphy',
  'Rossi',
  'Tanaka',
  'Nwosu',
  'Schneider',
  'Dubois',
  'Fernandez',
  'Lindqvist',
  'Mensah',
  'Sharma',
  'Cohen',
  'Popescu',
  'Kowalski',
]

function luhnDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) {
    const digits = partial + d
    let sum = 0
    for (let i = digits.length - 1, dbl = false; i >= 0; i--, dbl = !dbl) {
      let v = Number(digits[i])
      if (dbl) v = v * 2 > 9 ? v * 2 - 9 : v * 2
      sum += v
    }
    if (sum % 10 === 0) return String(d)
  }
  return '0'
}

export const value = {
  email(r: Rng): string {
    const f = r.pick(FIRST).toLowerCase()
    const l = r.pick(LAST).toLowerCase()
    const local = r.pick([`${f}.${l}`, `${f[0]}${l}`, `${f}_${l}${r.int(1, 99)}`, `${f}+news`, `${l}.${f}`])
    return `${local}@${r.pick(['gmail.com', 'outlook.com', 'corp-mail.io', 'uni-heidelberg.de', 'btinternet.co.uk', 'yahoo.fr', 'acme.com.br'])}`
  },
  phone(r: Rng): string {
    for (;;) {
      const candidate = r.pick([
        () => `+1 ${r.pick(['212', '415', '312', '617', '206', '303'])} ${r.int(200, 989)} ${r.digits(4)}`,
        () => `(${r.pick(['212', '415', '312', '617'])}) ${r.int(200, 989)}-${r.digits(4)}`,
        () => `${r.pick(['646', '718', '305', '702'])}-${r.int(200, 989)}-${r.digits(4)}`,
        () => `+44 20 7${r.digits(3)} ${r.digits(4)}`,
        () => `+44 7${r.int(400, 999)} ${r.digits(6)}`,
        () => `+49 30 ${r.digits(8)}`,
        () => `+33 6 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
        () => `+91 9${r.digits(4)} ${r.digits(5)}`,
        () => `+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
        () => `+55 11 9${r.digits(4)}-${r.digits(4)}`,
        () => `+81 3-${r.digits(4)}-${r.digits(4)}`,
      ])()
      if (parsePhoneNumberFromString(candidate, 'US')?.isValid()) return candidate
    }
  },
  ssn(r: Rng, sep = '-'): string {
    let area = r.int(1, 899)
    if (area === 666) area = 667
    return `${String(area).padStart(3, '0')}${sep}${String(r.int(1, 99)).padStart(2, '0')}${sep}${String(r.int(1, 9999)).padStart(4, '0')}`
  },
  card(r: Rng): string {
    const [prefix, length] = r.pick([
      ['4', 16],
      ['51', 16],
      ['55', 16],
      ['2221', 16],
      ['34', 15],
      ['37', 15],
      ['6011', 16],
      ['3530', 16],
      ['4', 19],
    ] as const)
    const body = prefix + r.digits(length - prefix.length - 1)
    return body + luhnDigit(body)
  },
  groupedCard(digits: string, sep: string): string {
    if (digits.length === 15) return `${digits.slice(0, 4)}${sep}${digits.slice(4, 10)}${sep}${digits.slice(10)}`
    return digits.match(/.{1,4}/g)?.join(sep) ?? digits
  },
  iban(r: Rng, grouped: boolean): string {
    for (;;) {
      const [countryCode, bban] = r.pick([
        () => ['DE', r.digits(18)],
        () => ['GB', `${r.chars(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${r.digits(14)}`],
        () => ['NL', `${r.chars(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${r.digits(10)}`],
        () => ['AT', r.digits(16)],
        () => ['CH', r.digits(17)],
        () => ['IE', `${r.chars(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${r.digits(14)}`],
      ])() as [string, string]
      const iban = composeIBAN({ countryCode, bban })
      if (iban && isValidIBAN(iban)) return grouped ? (iban.match(/.{1,4}/g)?.join(' ') ?? iban) : iban
    }
  },
  routing(r: Rng): string {
    const partial = `${r.pick(['0', '1', '2', '3'])}` as string
    const first2 =
      partial === '0'
        ? `0${r.int(1, 9)}`
        : partial === '1'
          ? `1${r.int(0, 2)}`
          : partial === '2'
            ? `2${r.int(1, 9)}`
            : `3${r.int(0, 2)}`
    const eight = first2 + r.digits(6)
    for (let d = 0; d <= 9; d++) {
      const n = eight + d
      const x = (i: number) => Number(n[i])
      if ((3 * (x(0) + x(3) + x(6)) + 7 * (x(1) + x(4) + x(7)) + x(2) + x(5) + x(8)) % 10 === 0) return n
    }
    return '021000021'
  },
  ipv4(r: Rng): string {
    const a = r.pick([23, 31, 45, 62, 81, 91, 104, 141, 151, 185, 203, 212])
    return `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`
  },
  ipv6(r: Rng): string {
    const g = () => r.chars(r.int(1, 4), HEX).replace(/^0+(?=.)/, '')
    return r.pick([
      () => `2001:db8:${g()}:${g()}::${g()}`,
      () => `2a00:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}`,
      () => `2606:4700::${g()}:${g()}`,
    ])()
  },
  mac(r: Rng): string {
    const pairs = Array.from({ length: 6 }, () => r.chars(2, '0123456789ABCDEF'))
    return pairs.join(r.pick([':', '-']))
  },
  dob(r: Rng): string {
    const y = r.int(1940, 2006)
    const m = r.int(1, 12)
    const d = r.int(1, 28)
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]
    const p = (n: number) => String(n).padStart(2, '0')
    return r.pick([
      `${y}-${p(m)}-${p(d)}`,
      `${p(m)}/${p(d)}/${y}`,
      `${p(d)}.${p(m)}.${y}`,
      `${d} ${months[m - 1]} ${y}`,
      `${months[m - 1]} ${d}, ${y}`,
    ])
  },
  passport(r: Rng): string {
    return r.pick([
      () => r.digits(9),
      () => `${r.chars(1, 'CDEFGHJKLMNPRTVWXYZ')}${r.digits(8)}`,
      () => `${r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digits(7)}`,
    ])()
  },
  license(r: Rng): string {
    return r.pick([
      () => `${r.chars(1, 'ABDFGHJKLMNPRSTWY')}${r.digits(7)}`,
      () => `S${r.digits(3)}-${r.digits(4)}-${r.digits(4)}`,
      () =>
        `${r.pick(LAST).toUpperCase().padEnd(5, '9').slice(0, 5)}${r.digits(6)}${r.chars(2, 'ABCDEFGHJK')}9${r.chars(2, 'ABCDEFGHJK')}`,
    ])()
  },
  address(r: Rng): string {
    const street = `${r.int(1, 9999)} ${r.pick(['Oak', 'Maple', 'Main', 'Cedar', 'Elm', 'Washington', 'Lake View', 'Park', 'Sunset', 'Highland'])} ${r.pick(['Street', 'St', 'Avenue', 'Ave', 'Road', 'Blvd', 'Lane', 'Drive', 'Court', 'Way'])}`
    return r.pick([
      street,
      `${street}, ${r.pick(['Springfield', 'Austin', 'Portland', 'Columbus'])}, ${r.pick(['IL', 'TX', 'OR', 'OH'])} ${r.digits(5)}`,
      `${street} Apt ${r.int(1, 40)}`,
    ])
  },
  name(r: Rng): string {
    return `${r.pick(FIRST)} ${r.pick(LAST)}`
  },
  password(r: Rng): string {
    return r.pick([
      () => `${r.pick(['Summer', 'Blue', 'Tiger', 'Rocket'])}${r.int(10, 2025)}!`,
      () => r.chars(14, `${ALNUM}!#%*`),
      () => `${r.chars(6, ALNUM)}-${r.chars(6, ALNUM)}`,
    ])()
  },
  jwt(r: Rng): string {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const header = enc({ alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' })
    const claims = enc({
      sub: r.digits(8),
      iat: 1_700_000_000 + r.int(0, 9_999_999),
      scope: r.pick(['read', 'admin', 'orders:write']),
    })
    return `${header}.${claims}.${r.chars(43, `${ALNUM}-_`)}`
  },
  aws(r: Rng): string {
    return `${r.pick(['AKIA', 'ASIA'])}${r.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`
  },
  apiKey(r: Rng): string {
    return r.pick([
      () => `ghp_${r.chars(36, ALNUM)}`,
      () => `github_pat_${r.chars(22, ALNUM)}_${r.chars(59, ALNUM)}`,
      () => `glpat-${r.chars(20, `${ALNUM}_-`)}`,
      () => `xoxb-${r.digits(11)}-${r.digits(12)}-${r.chars(24, ALNUM)}`,
      () => `sk_live_${r.chars(24, ALNUM)}`,
      () => `rk_live_${r.chars(24, ALNUM)}`,
      () => `AIza${r.chars(35, `${ALNUM}_-`)}`,
    ])()
  },
  privateKey(r: Rng): string {
    const kind = r.pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY'])
    const lines = Array.from({ length: r.int(3, 8) }, () => r.chars(64, `${ALNUM}+/`))
    return `-----BEGIN ${kind}-----\n${lines.join('\n')}\n-----END ${kind}-----`
  },
  connectionPassword(r: Rng): string {
    return r.chars(r.int(10, 24), `${ALNUM}!*_`)
  },
  secret(r: Rng): string {
    for (;;) {
      const s = r.chars(r.pick([24, 32, 40, 48]), `${ALNUM}`)
      if (/\d/.test(s) && /[a-z]/.test(s)) return s
    }
  },
}

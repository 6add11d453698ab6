/** The salary table: real-world salary texts in several languages and currencies. */
import { describe, expect, it } from 'vitest'
import { parseSalary } from '../../src/domain/salary.js'

type Row = [string, number | null, number | null, string | null, string | null]
const TABLE: Row[] = [
  ['$120k–$150k/yr', 120000, 150000, 'USD', 'year'],
  ['€45.000 - €55.000 pro Jahr', 45000, 55000, 'EUR', 'year'],
  ['$25 - $30 per hour', 25, 30, 'USD', 'hour'],
  ['£40,000 - £50,000 per annum', 40000, 50000, 'GBP', 'year'],
  ['45 000 € à 55 000 € par an', 45000, 55000, 'EUR', 'year'],
  ["CHF 110'000 – 130'000 p.a.", 110000, 130000, 'CHF', 'year'],
  ['R$ 5.000,00 a R$ 7.000,00 por mês', 5000, 7000, 'BRL', 'month'],
  ['₹12–18 LPA', 1200000, 1800000, 'INR', 'year'],
  ['₹8 - 12 Lakhs per annum', 800000, 1200000, 'INR', 'year'],
  ['¥5,000,000 - ¥7,000,000 / year', 5000000, 7000000, 'JPY', 'year'],
  ['¥300,000 - ¥450,000 月給', 300000, 450000, 'JPY', 'month'],
  ['US$90K - US$110K annually', 90000, 110000, 'USD', 'year'],
  ['CA$85,000–CA$95,000 a year', 85000, 95000, 'CAD', 'year'],
  ['Up to £35k per annum', null, 35000, 'GBP', 'year'],
  ['From €3.500 brutto/Monat', 3500, null, 'EUR', 'month'],
  ['ab 4.200 € brutto monatlich', 4200, null, 'EUR', 'month'],
  ['bis zu 70.000 € im Jahr', null, 70000, 'EUR', 'year'],
  ['$18.50/hr', 18.5, 18.5, 'USD', 'hour'],
  ['$25 an hour', 25, 25, 'USD', 'hour'],
  ['AUD 100,000 - 120,000 + super', 100000, 120000, 'AUD', null],
  ['PLN 15 000 - 20 000 brutto miesięcznie', 15000, 20000, 'PLN', 'month'],
  ['SEK 45 000 - 55 000 per månad', 45000, 55000, 'SEK', 'month'],
  ['400-500 € / Tag', 400, 500, 'EUR', 'day'],
  ['15 - 20 €/Std.', 15, 20, 'EUR', 'hour'],
  ['$1,200 per week', 1200, 1200, 'USD', 'week'],
  ['€60k-€75k', 60000, 75000, 'EUR', null],
  ['USD 150,000.00 - 180,000.00 per year', 150000, 180000, 'USD', 'year'],
  ['MXN $25,000 - $30,000 mensuales', 25000, 30000, 'MXN', 'month'],
  ['$120-150K', 120000, 150000, 'USD', null],
  ['35.000 - 42.000 EUR', 35000, 42000, 'EUR', null],
]

describe('parseSalary', () => {
  it('holds more than 20 rows', () => expect(TABLE.length).toBeGreaterThan(20))

  /** A shared symbol (`$`, `¥`) is settled by the posting's country: these rows come from US and Japanese postings. */
  const country = (text: string) => (text.includes('¥') ? 'JP' : 'US')

  it.each(TABLE)('%s', (text, min, max, currency, period) => {
    expect(parseSalary(text, { country: country(text) })).toMatchObject({ min, max, currency, period, raw: text })
  })

  it('gives no currency for a shared symbol without a country, and reads the amount exactly', () => {
    expect(parseSalary('¥5,000,000 - ¥7,000,000 / year')).toMatchObject({
      min: 5000000,
      max: 7000000,
      currency: null,
      currencyAmbiguous: true,
    })
    expect(parseSalary('$120k')).toMatchObject({ min: 120000, currency: null, currencyAmbiguous: true })
    expect(parseSalary('$120k', { country: 'CA' })).toMatchObject({ currency: 'CAD', currencyAmbiguous: false })
    expect(parseSalary('¥300,000 月給', { country: 'CN' })?.currency).toBe('CNY')
    expect(parseSalary('US$120k')).toMatchObject({ currency: 'USD', currencyAmbiguous: false })
  })

  it('multiplies exactly: no float error in decimals times k', () => {
    expect(parseSalary('€72.3k - €80.1k')).toMatchObject({ min: 72300, max: 80100, currency: 'EUR' })
    expect(parseSalary('₹10.7 LPA')).toMatchObject({ min: 1070000, currency: 'INR' })
  })

  it('returns undefined for text without an amount', () => {
    expect(parseSalary('Competitive salary + equity')).toBeUndefined()
    expect(parseSalary('DOE')).toBeUndefined()
  })
})

/** Positive cases per type: a valid value inside one of several realistic sentences, log lines or JSON shapes. */
import type { Rng } from './random.js'
import { value } from './values.js'

export interface Expected {
  type: string
  value: string
  path?: string
}
export interface Case {
  id: string
  text?: string
  payload?: unknown
  expect: Expected[]
  note?: string
  /** The request's `region` (phone numbers without `+`); US when absent. */
  region?: string
}

type Maker = (r: Rng) => { text?: string; payload?: unknown; type: string; value: string; path?: string }

const text = (type: string, v: string, t: string) => ({ type, value: v, text: t })
const json = (type: string, v: string, key: string, extra: Record<string, unknown> = {}) => ({
  type,
  value: v,
  payload: { ...extra, [key]: v },
  path: `$.${key}`,
})

export const MAKERS: Record<string, Maker[]> = {
  email: [
    (r) => {
      const v = value.email(r)
      return text('email', v, `2026-11-02T08:14:55Z INFO signup completed for ${v} plan=pro`)
    },
    (r) => {
      const v = value.email(r)
      return text('email', v, `Please reach me at <${v}> after 5pm.`)
    },
    (r) => {
      const v = value.email(r)
      return json('email', v, 'contactEmail', { id: 42 })
    },
  ],
  phone: [
    (r) => {
      const v = value.phone(r)
      return text('phone', v, `Customer called from ${v} about the refund.`)
    },
    (r) => {
      const v = value.phone(r)
      return text('phone', v, `tel: ${v}`)
    },
    (r) => {
      const v = value.phone(r)
      return json('phone', v, 'mobile', { country: 'xx' })
    },
  ],
  ssn: [
    (r) => {
      const v = value.ssn(r)
      return text('ssn', v, `Applicant SSN ${v} verified.`)
    },
    (r) => {
      const v = value.ssn(r, ' ')
      return text('ssn', v, `social security number: ${v}`)
    },
    (r) => {
      const v = value.ssn(r, '')
      return json('ssn', v, 'ssn')
    },
    (r) => {
      const v = value.ssn(r)
      return text('ssn', v, `W-2 attached; employee ${v}, wages 52,300.`)
    },
  ],
  credit_card: [
    (r) => {
      const v = value.card(r)
      return text('credit_card', v, `charge failed card=${v} amount=12.00`)
    },
    (r) => {
      const d = value.card(r)
      const v = value.groupedCard(d, ' ')
      return text('credit_card', v, `Card number: ${v} exp 09/28`)
    },
    (r) => {
      const d = value.card(r)
      const v = value.groupedCard(d, '-')
      return text('credit_card', v, `paid with ${v}`)
    },
    (r) => {
      const v = value.card(r)
      return json('credit_card', v, 'cardNumber', { cvc: 'xxx' })
    },
  ],
  iban: [
    (r) => {
      const v = value.iban(r, true)
      return text('iban', v, `Please transfer to IBAN ${v} by Friday.`)
    },
    (r) => {
      const v = value.iban(r, false)
      return text('iban', v, `payout destination ${v} status=pending`)
    },
    (r) => {
      const v = value.iban(r, false)
      return json('iban', v, 'iban')
    },
  ],
  bank_routing: [
    (r) => {
      const v = value.routing(r)
      return text('bank_routing', v, `ACH routing number ${v}, account ending 4471`)
    },
    (r) => {
      const v = value.routing(r)
      return text('bank_routing', v, `ABA: ${v}`)
    },
    (r) => {
      const v = value.routing(r)
      return json('bank_routing', v, 'routingNumber', { bank: 'First' })
    },
  ],
  ip_address: [
    (r) => {
      const v = value.ipv4(r)
      return text('ip_address', v, `${v} - - [02/Nov/2026:10:00:01 +0000] "GET /login HTTP/1.1" 200 512`)
    },
    (r) => {
      const v = value.ipv4(r)
      return text('ip_address', v, `failed login from ip=${v} user_agent=curl/8.4`)
    },
    (r) => {
      const v = value.ipv6(r)
      return text('ip_address', v, `client ${v} connected`)
    },
    (r) => {
      const v = value.ipv4(r)
      return json('ip_address', v, 'clientIp')
    },
  ],
  mac_address: [
    (r) => {
      const v = value.mac(r)
      return text('mac_address', v, `DHCPACK to ${v} via eth0 lease=3600s`)
    },
    (r) => {
      const v = value.mac(r)
      return json('mac_address', v, 'macAddress')
    },
  ],
  date_of_birth: [
    (r) => {
      const v = value.dob(r)
      return text('date_of_birth', v, `Patient DOB: ${v}; allergies none.`)
    },
    (r) => {
      const v = value.dob(r)
      return text('date_of_birth', v, `She was born on ${v} in Lyon.`)
    },
    (r) => {
      const v = value.dob(r)
      return text('date_of_birth', v, `date of birth ${v}`)
    },
    (r) => {
      const v = value.dob(r)
      return json('date_of_birth', v, 'dateOfBirth', { plan: 'basic' })
    },
  ],
  passport: [
    (r) => {
      const v = value.passport(r)
      return text('passport', v, `Passport No: ${v}, expires 2031-04-01`)
    },
    (r) => {
      const v = value.passport(r)
      return text('passport', v, `traveller passport number ${v} checked in`)
    },
    (r) => {
      const v = value.passport(r)
      return json('passport', v, 'passportNumber', { nationality: 'FR' })
    },
  ],
  drivers_license: [
    (r) => {
      const v = value.license(r)
      return text('drivers_license', v, `Driver's license: ${v} (CA)`)
    },
    (r) => {
      const v = value.license(r)
      return text('drivers_license', v, `DL# ${v} verified at counter`)
    },
    (r) => {
      const v = value.license(r)
      return json('drivers_license', v, 'driversLicenseNumber')
    },
  ],
  postal_address: [
    (r) => {
      const v = value.address(r)
      return text('postal_address', v, `Ship to ${v} before noon.`)
    },
    (r) => {
      const v = value.address(r)
      return text('postal_address', v, `Our new office is at ${v}.`)
    },
    (r) => {
      const v = value.address(r)
      return json('postal_address', v, 'streetAddress', { city: 'x' })
    },
  ],
  person_name: [
    (r) => {
      const v = value.name(r)
      return text('person_name', v, `Dear ${v}, your order has shipped.`)
    },
    (r) => {
      const v = value.name(r)
      return text('person_name', v, `Appointment confirmed for Dr. ${v} at 10:30.`)
    },
    (r) => {
      const v = value.name(r)
      return text('person_name', v, `patient: ${v}, room 12`)
    },
    (r) => {
      const v = value.name(r)
      return json('person_name', v, 'fullName', { id: 7 })
    },
  ],
  password: [
    (r) => {
      const v = value.password(r)
      return json('password', v, 'password', { username: 'svc-report' })
    },
    (r) => {
      const v = value.password(r).replace(/[&;,"' ]/g, '')
      return text('password', v, `DEBUG connect user=app password=${v} host=db1`)
    },
    (r) => {
      const v = value.password(r).replace(/[&;,"' ]/g, '')
      return text('password', v, `Server=sql01;Database=shop;User Id=app;Password=${v};`)
    },
  ],
  bearer_token: [
    (r) => {
      const v = value.jwt(r)
      return text('bearer_token', v, `Authorization: Bearer ${v}`)
    },
    (r) => {
      const v = value.jwt(r)
      return json('bearer_token', v, 'id_token')
    },
    (r) => {
      const v = `${value.secret(r)}${value.secret(r).slice(0, 8)}`
      return text('bearer_token', v, `curl -H "Authorization: Bearer ${v}" https://api.internal/v1/me`)
    },
  ],
  aws_access_key: [
    (r) => {
      const v = value.aws(r)
      return text('aws_access_key', v, `aws_access_key_id = ${v}`)
    },
    (r) => {
      const v = value.aws(r)
      return json('aws_access_key', v, 'AccessKeyId')
    },
  ],
  api_key: [
    (r) => {
      const v = value.apiKey(r)
      return text('api_key', v, `export TOKEN=${v}`)
    },
    (r) => {
      const v = value.apiKey(r)
      return text('api_key', v, `leaked key ${v} in build log`)
    },
    (r) => {
      const v = value.apiKey(r)
      return json('api_key', v, 'config_value')
    },
  ],
  private_key: [
    (r) => {
      const v = value.privateKey(r)
      return text('private_key', v, `deploy key:\n${v}\n`)
    },
    (r) => {
      const v = value.privateKey(r)
      return json('private_key', v, 'tls_key')
    },
  ],
  connection_string: [
    (r) => {
      const v = value.connectionPassword(r)
      return text('connection_string', v, `DATABASE_URL=postgres://app:${v}@db.internal:5432/shop`)
    },
    (r) => {
      const v = value.connectionPassword(r)
      return text('connection_string', v, `connecting to mongodb+srv://admin:${v}@cluster0.x1y2z.mongodb.net/test`)
    },
    (r) => {
      const v = value.connectionPassword(r)
      return json('connection_string', `redis://default:${v}@cache:6379/0`, 'redisUrl')
    },
  ],
  generic_secret: [
    (r) => {
      const v = value.secret(r)
      return text('generic_secret', v, `client_secret=${v}`)
    },
    (r) => {
      const v = value.secret(r)
      return text('generic_secret', v, `X-Api-Key: ${v}`)
    },
    (r) => {
      const v = value.secret(r)
      return json('generic_secret', v, 'webhookSecret', { url: 'https://hooks.example.net' })
    },
  ],
}

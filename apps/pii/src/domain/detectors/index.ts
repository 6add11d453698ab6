/** The detector table: one module per type, listed explicitly in the order findings are reported on ties. */
import type { Detector, PiiType } from '../types.js'
import { apiKey } from './api-key.js'
import { awsAccessKey } from './aws-access-key.js'
import { bankRouting } from './bank-routing.js'
import { bearerToken } from './bearer-token.js'
import { connectionString } from './connection-string.js'
import { creditCard } from './credit-card.js'
import { dateOfBirth } from './date-of-birth.js'
import { driversLicense } from './drivers-license.js'
import { email } from './email.js'
import { genericSecret } from './generic-secret.js'
import { iban } from './iban.js'
import { ipAddress } from './ip-address.js'
import { macAddress } from './mac-address.js'
import { passport } from './passport.js'
import { password } from './password.js'
import { personName } from './person-name.js'
import { phone } from './phone.js'
import { postalAddress } from './postal-address.js'
import { privateKey } from './private-key.js'
import { ssn } from './ssn.js'

export const DETECTORS: Readonly<Record<PiiType, Detector>> = {
  email,
  phone,
  ssn,
  credit_card: creditCard,
  iban,
  bank_routing: bankRouting,
  ip_address: ipAddress,
  mac_address: macAddress,
  date_of_birth: dateOfBirth,
  passport,
  drivers_license: driversLicense,
  postal_address: postalAddress,
  person_name: personName,
  password,
  bearer_token: bearerToken,
  aws_access_key: awsAccessKey,
  api_key: apiKey,
  private_key: privateKey,
  connection_string: connectionString,
  generic_secret: genericSecret,
}

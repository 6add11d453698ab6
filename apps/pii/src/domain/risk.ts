/**
 * riskScore (0-100) and riskLevel. Per type found (test data excluded):
 *   points(type) = weight(type) x highest confidence of that type x (1 + 0.25 x min(count - 1, 4))
 * riskScore = min(100, round(sum of points)). A card number alone scores 35 x 0.9 = 32 (medium); a
 * private key or a card plus an SSN reaches high. Levels: 0 none, 1-24 low, 25-49 medium,
 * 50-74 high, 75-100 critical.
 */
import type { PiiType } from './types.js'

export const RISK_WEIGHTS: Readonly<Record<PiiType, number>> = {
  private_key: 60,
  aws_access_key: 50,
  api_key: 50,
  connection_string: 45,
  password: 45,
  bearer_token: 40,
  generic_secret: 35,
  credit_card: 35,
  ssn: 40,
  iban: 25,
  passport: 30,
  drivers_license: 25,
  bank_routing: 10,
  date_of_birth: 15,
  postal_address: 12,
  phone: 10,
  email: 8,
  person_name: 8,
  ip_address: 5,
  mac_address: 3,
}

export type RiskLevel = 'none' | 'low' | 'medium' | 'high' | 'critical'

export interface TypeTally {
  count: number
  maxConfidence: number
}

export function riskScore(tallies: ReadonlyMap<PiiType, TypeTally>): number {
  let points = 0
  for (const [type, { count, maxConfidence }] of tallies) {
    points += RISK_WEIGHTS[type] * maxConfidence * (1 + 0.25 * Math.min(count - 1, 4))
  }
  return Math.min(100, Math.round(points))
}

export function riskLevel(score: number): RiskLevel {
  if (score === 0) return 'none'
  if (score < 25) return 'low'
  if (score < 50) return 'medium'
  if (score < 75) return 'high'
  return 'critical'
}

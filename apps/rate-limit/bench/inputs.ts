/** A deterministic mix of calculator inputs that fires every rule of the table at least once. */
import type { CalculateInput } from '../src/domain/types.js'

const TIERS = ['free', 'paid', 'internal'] as const
const LIMITS = ['hard', 'soft', 'burst', 'concurrency'] as const
const LOADS = ['low', 'normal', 'elevated', 'high', 'critical'] as const
const TRAFFIC = ['legitimate', 'legitimate', 'legitimate', 'suspicious', 'bot', 'overload', 'abusive'] as const
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

export function benchInput(i: number): CalculateInput {
  return {
    requestContext: {
      method: METHODS[i % METHODS.length]!,
      endpoint: `/v1/resource/${i % 17}`,
      clientId: `client-${i}`,
      clientTier: TIERS[i % TIERS.length]!,
    },
    rateLimitSignals: {
      currentRequestRate: (i * 37) % 160,
      allowedQuota: 100,
      remainingAllowance: i % 11 === 0 ? 5 : undefined,
      windowSize: 60,
      retryCount: i % 5,
      limitType: LIMITS[i % LIMITS.length]!,
    },
    systemStateSignals: {
      systemLoadLevel: LOADS[i % LOADS.length]!,
      dependencyHealth: (i % 10) / 9,
      trafficClassification: TRAFFIC[i % TRAFFIC.length]!,
    },
  }
}

export const batchOf = (size: number) => Array.from({ length: size }, (_, i) => benchInput(i))

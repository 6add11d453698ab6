import { runContractSuite } from '@svc/testkit'
import { rateLimit } from '../src/app.js'

runContractSuite(rateLimit, {
  method: 'POST',
  url: '/calculate',
  body: {
    requestContext: { method: 'POST', endpoint: '/v1/orders', clientId: 'acme-42', clientTier: 'free' },
    rateLimitSignals: { currentRequestRate: 120, allowedQuota: 100, windowSize: 60, retryCount: 1, limitType: 'hard' },
    systemStateSignals: { systemLoadLevel: 'normal', dependencyHealth: 0.95, trafficClassification: 'legitimate' },
  },
})

import { runContractSuite } from '@svc/testkit'
import { signer } from '../src/app.js'

const NOW = Date.UTC(2025, 0, 1)

runContractSuite(
  signer,
  {
    method: 'POST',
    url: '/sign',
    body: {
      url: 'https://files.example.com/reports/q3.pdf?download=1',
      secret: 'contract-suite-secret-4e1b9a',
      expires_in_seconds: 3600,
      method: 'GET',
      allowedIps: ['198.51.100.0/24'],
      requiredHeaders: { 'X-Tenant': 'tenant-acme' },
    },
  },
  { deps: { now: () => NOW } },
)

runContractSuite(
  signer,
  {
    method: 'POST',
    url: '/verify',
    body: {
      signedUrl:
        'https://files.example.com/reports/q3.pdf?download=1&sig_exp=1893456000&sig_m=GET&sig_v=1s256&sig=2a4d8c0b6e4f1a3c5e7d9b1f3a5c7e9d1b3f5a7c9e1d3b5f7a9c1e3d5b7f9a1c',
      secret: 'contract-suite-secret-4e1b9a',
      method: 'GET',
      clientIp: '198.51.100.7',
    },
  },
  { deps: { now: () => NOW } },
)

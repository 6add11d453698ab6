/**
 * Vendor API keys with a documented, self-identifying format: GitHub (`ghp_`, `gho_`, `ghu_`,
 * `ghs_`, `ghr_`, `github_pat_`), GitLab (`glpat-`, `gldt-`, `glrt-`, `glptt-`, `glsoat-`), Slack
 * (`xoxb-`, `xoxp-`, `xoxa-`, `xoxr-`, `xoxs-`, incoming webhooks), Stripe secret and restricted keys
 * (`sk_live_`, `rk_live_`; `_test_` keys are test data; publishable `pk_` keys are public by design)
 * and Google API keys (`AIza` + 35); beyond those, formats gitleaks and secret scanners also flag:
 * OpenAI, Anthropic, SendGrid, npm, PyPI, Shopify, DigitalOcean. One row per format; the vendor is
 * in `attributes.vendor`.
 */
import { isBoundary } from '../spans.js'
import type { Detector, Match } from '../types.js'

interface KeyFormat {
  vendor: string
  detector: string
  pattern: RegExp
  cue: string
  testData?: (value: string) => boolean
}

const FORMATS: readonly KeyFormat[] = [
  { vendor: 'github', detector: 'github_token', pattern: /gh[pousr]_[A-Za-z0-9]{36,251}/g, cue: 'gh' },
  {
    vendor: 'github',
    detector: 'github_fine_grained_pat',
    pattern: /github_pat_[A-Za-z0-9_]{22,255}/g,
    cue: 'github_pat_',
  },
  {
    vendor: 'gitlab',
    detector: 'gitlab_token',
    pattern: /gl(?:pat|dt|rt|ptt|soat|cbt|imt)-[A-Za-z0-9_.-]{20,255}/g,
    cue: 'gl',
  },
  { vendor: 'slack', detector: 'slack_token', pattern: /xox[abposr]-[A-Za-z0-9-]{10,250}/g, cue: 'xox' },
  {
    vendor: 'slack',
    detector: 'slack_webhook',
    pattern:
      /https:\/\/hooks\.slack\.com\/(?:services|workflows)\/T[A-Z0-9]{6,12}\/[A-Z0-9]{6,12}\/[A-Za-z0-9]{20,40}/g,
    cue: 'hooks.slack.com',
  },
  {
    vendor: 'stripe',
    detector: 'stripe_key',
    pattern: /(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,247}/g,
    cue: 'k_',
    testData: (v) => v.includes('_test_'),
  },
  { vendor: 'google', detector: 'google_api_key', pattern: /AIza[0-9A-Za-z_-]{35}/g, cue: 'AIza' },
  { vendor: 'openai', detector: 'openai_key', pattern: /sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,200}/g, cue: 'sk-' },
  {
    vendor: 'anthropic',
    detector: 'anthropic_key',
    pattern: /sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,120}/g,
    cue: 'sk-ant-',
  },
  { vendor: 'sendgrid', detector: 'sendgrid_key', pattern: /SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/g, cue: 'SG.' },
  { vendor: 'npm', detector: 'npm_token', pattern: /npm_[A-Za-z0-9]{36}/g, cue: 'npm_' },
  { vendor: 'pypi', detector: 'pypi_token', pattern: /pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,300}/g, cue: 'pypi-' },
  { vendor: 'shopify', detector: 'shopify_token', pattern: /shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}/g, cue: 'shp' },
  { vendor: 'digitalocean', detector: 'digitalocean_token', pattern: /do[opr]_v1_[a-f0-9]{64}/g, cue: '_v1_' },
]

/** Every format starts only at a token boundary, so a run such as `xoxb-xoxb-xoxb-…` is read once, not once per repeat. */
const ANCHORED: readonly KeyFormat[] = FORMATS.map((f) => ({
  ...f,
  pattern: new RegExp(`(?<![A-Za-z0-9_])${f.pattern.source}`, 'g'),
}))

function scanFormat(format: KeyFormat, text: string, found: Match[]) {
  format.pattern.lastIndex = 0
  for (let m = format.pattern.exec(text); m !== null; m = format.pattern.exec(text)) {
    const end = m.index + m[0].length
    if (!isBoundary(text, m.index - 1) || !isBoundary(text, end) || /[-.]\w/.test(text.slice(end, end + 2))) continue
    const testData = format.testData?.(m[0]) ?? false
    found.push({
      type: 'api_key',
      detector: format.detector,
      start: m.index,
      end,
      confidence: testData ? 0.6 : 0.97,
      attributes: { vendor: format.vendor },
      ...(testData ? { testData } : {}),
    })
  }
}

export const apiKey: Detector = {
  type: 'api_key',
  scan(text) {
    const found: Match[] = []
    for (const format of ANCHORED) if (text.includes(format.cue)) scanFormat(format, text, found)
    return found.sort((a, b) => a.start - b.start)
  },
}

import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { authFromEnv, ConfigError, CoreEnv, loadConfig, sha256 } from '../src/index.js'

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(CoreEnv, { PORT: '4000', GATEWAY_KEYS: 'a' })
    expect(config).toMatchObject({ PORT: 4000, HOST: '0.0.0.0', LOG_LEVEL: 'info', GATEWAY_AUTH: 'on' })
  })
  it('lists every bad variable', () => {
    expect(() => loadConfig(CoreEnv, { PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/)
  })
})

describe('authFromEnv', () => {
  const base = loadConfig(CoreEnv, {})
  it('refuses to run without keys unless auth is explicitly off', () => {
    expect(() => authFromEnv(base)).toThrow(ConfigError)
    expect(() => authFromEnv(base)).toThrow(/GATEWAY_KEYS=.*GATEWAY_AUTH=off/s)
    expect(authFromEnv({ ...base, GATEWAY_AUTH: 'off' })).toMatchObject({ mode: 'off' })
  })
  it('reads plain keys, sha256 entries and a keys file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'))
    const file = join(dir, 'keys')
    writeFileSync(file, `# comment\nfrom-file\n\nsha256:${sha256('hashed').toString('hex')}\n`)
    const auth = authFromEnv({ ...base, GATEWAY_KEYS: 'one, two', GATEWAY_KEYS_FILE: file, GATEWAY_HOST: 'validator' })
    expect(auth.mode).toBe('keys')
    if (auth.mode !== 'keys') return
    expect(auth.keys.map((k) => k.toString('hex'))).toEqual(
      ['one', 'two', 'from-file', 'hashed'].map((k) => sha256(k).toString('hex')),
    )
    expect(auth.gatewayHost).toBe('validator')
  })
})

describe('GATEWAY_KEYS_FILE', () => {
  it('names a file that cannot be read as an invalid environment, not a raw ENOENT', () => {
    const base = loadConfig(CoreEnv, {})
    const attempt = () => authFromEnv({ ...base, GATEWAY_KEYS_FILE: '/nonexistent/keys' })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow('Invalid environment:\n  GATEWAY_KEYS_FILE: the file cannot be read (no such file)')
  })
})

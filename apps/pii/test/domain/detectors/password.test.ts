import { describe, expect, it } from 'vitest'
import { password } from '../../../src/domain/detectors/password.js'
import { found } from './found.js'

describe('password detector', () => {
  it('takes the whole value under a password key', () => {
    expect(found(password, 'correct horse battery', 'Password')).toEqual(['correct horse battery'])
    expect(found(password, 'q8#Lm2!vX', 'smtp_pass')).toEqual(['q8#Lm2!vX'])
  })
  it('refuses placeholders and password metadata keys', () => {
    expect(found(password, '********', 'password')).toEqual([])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell-style placeholder is the point
    expect(found(password, '${DB_PASSWORD}', 'password')).toEqual([])
    expect(found(password, '90d', 'passwordExpiresIn')).toEqual([])
    expect(found(password, '12', 'password_min_length')).toEqual([])
  })
  it('finds assignments in text: key=value, JSON-in-text and ADO strings', () => {
    expect(found(password, 'password=hunter2 {"password":"s3cret"} Server=a;Pwd=P@ss1;')).toEqual([
      'hunter2',
      's3cret',
      'P@ss1',
    ])
    expect(found(password, 'PGPASSWORD=xQ7!pLm2Vz psql')).toEqual(['xQ7!pLm2Vz'])
    expect(found(password, 'password reset email sent, bypass=true')).toEqual([])
  })
})

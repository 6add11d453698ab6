/** The complete rule table, in evaluation order: every rule whose condition holds fires. */
import { LIMIT_RULES } from './limit-rules.js'
import type { PolicyRule } from './policy-rule.js'
import { RETRY_RULES } from './retry-rules.js'
import { SYSTEM_RULES } from './system-rules.js'

export const POLICY_RULES: readonly PolicyRule[] = [...LIMIT_RULES, ...SYSTEM_RULES, ...RETRY_RULES]

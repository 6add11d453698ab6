/** Rules about the serving system and the traffic: load level, dependency health, traffic class. */
import type { PolicyRule } from './policy-rule.js'

/** Below this `dependencyHealth` the dependencies are degraded; below FAILING they are failing. */
export const DEPENDENCY_DEGRADED_BELOW = 0.5
export const DEPENDENCY_FAILING_BELOW = 0.2

const SRE_OVERLOAD = 'Google SRE book ch. 21 "Handling Overload"'

export const SYSTEM_RULES: readonly PolicyRule[] = [
  {
    id: 'LOAD_ELEVATED',
    condition: 'systemLoadLevel elevated',
    when: (f) => f.load === 'elevated',
    effect: { degradation: 'reduce_optional_work' },
    reason: 'Load is elevated, so optional work should be dropped.',
    rationale: 'Degrading gracefully (fewer optional features) before refusing anything keeps the core path up.',
    source: SRE_OVERLOAD,
  },
  {
    id: 'LOAD_HIGH_SHED_FREE',
    condition: 'systemLoadLevel high and clientTier free',
    when: (f) => f.load === 'high' && f.tier === 'free',
    effect: {
      statusCode: 503,
      retry: 'after_delay',
      delay: ['high_load'],
      degradation: 'shed_load',
      warning: 'HIGH_LOAD',
    },
    reason: 'Load is high and free-tier traffic is shed first.',
    rationale: 'Under overload, shed the least critical traffic first; 503 with Retry-After marks a temporary state.',
    source: `${SRE_OVERLOAD}; RFC 9110 §15.6.4`,
  },
  {
    id: 'LOAD_HIGH_DEGRADE',
    condition: 'systemLoadLevel high and clientTier paid or internal',
    when: (f) => f.load === 'high' && f.tier !== 'free',
    effect: { degradation: 'reduce_optional_work', warning: 'HIGH_LOAD' },
    reason: 'Load is high; this tier is still served, with optional work dropped.',
    rationale: 'Paid and internal traffic is more critical than free traffic and is shed later.',
    source: SRE_OVERLOAD,
  },
  {
    id: 'LOAD_CRITICAL_SHED',
    condition: 'systemLoadLevel critical and clientTier free or paid',
    when: (f) => f.load === 'critical' && f.tier !== 'internal',
    effect: {
      statusCode: 503,
      retry: 'after_delay',
      delay: ['critical_load'],
      degradation: 'shed_load',
      warning: 'CRITICAL_LOAD',
    },
    reason: 'Load is critical, so external traffic is refused for now.',
    rationale: '503 says the server, not the client, is the problem, and Retry-After spreads the return.',
    source: `RFC 9110 §15.6.4, §10.2.3; ${SRE_OVERLOAD}`,
  },
  {
    id: 'LOAD_CRITICAL_INTERNAL',
    condition: 'systemLoadLevel critical and clientTier internal',
    when: (f) => f.load === 'critical' && f.tier === 'internal',
    effect: { degradation: 'essential_only', warning: 'CRITICAL_LOAD' },
    reason: 'Load is critical, but internal traffic (health checks, control plane, recovery) is still served.',
    rationale: 'The most critical traffic is shed last; recovering from overload needs the control plane.',
    source: SRE_OVERLOAD,
  },
  {
    id: 'DEPENDENCY_DEGRADED',
    condition: '0.2 ≤ dependencyHealth < 0.5',
    when: (f) => f.dependencyHealth >= DEPENDENCY_FAILING_BELOW && f.dependencyHealth < DEPENDENCY_DEGRADED_BELOW,
    effect: { degradation: 'serve_stale', warning: 'DEPENDENCY_DEGRADED' },
    reason: 'Dependencies are degraded, so cached or stale answers are preferable.',
    rationale: 'Serving stale content on error keeps answers flowing while a dependency recovers.',
    source: 'RFC 5861 §4 (stale-if-error)',
  },
  {
    id: 'DEPENDENCY_FAILING',
    condition: 'dependencyHealth < 0.2',
    when: (f) => f.dependencyHealth < DEPENDENCY_FAILING_BELOW,
    effect: {
      statusCode: 503,
      retry: 'with_backoff',
      delay: ['dependency', 'exponential'],
      degradation: 'serve_stale',
      warning: 'DEPENDENCY_FAILING',
    },
    reason: 'Dependencies are failing, so the request would fail; the service is temporarily unavailable.',
    rationale: 'Failing fast with 503 protects the dependency; backoff because its recovery time is unknown.',
    source: 'RFC 9110 §15.6.4; AWS "Exponential Backoff and Jitter" (2015)',
  },
  {
    id: 'TRAFFIC_ABUSIVE',
    condition: 'trafficClassification abusive',
    when: (f) => f.traffic === 'abusive',
    effect: { statusCode: 403, retry: 'no', degradation: 'block_client', warning: 'ABUSIVE_TRAFFIC' },
    reason: 'The traffic is classified as abusive and is refused outright.',
    rationale: 'Abuse is not a quota matter: 403 refuses without inviting a retry (no Retry-After).',
    source: 'RFC 9110 §15.5.4',
  },
  {
    id: 'TRAFFIC_UNVERIFIED',
    condition: 'trafficClassification suspicious or bot',
    when: (f) => f.traffic === 'suspicious' || f.traffic === 'bot',
    effect: { retry: 'with_backoff', delay: ['exponential'], warning: 'UNVERIFIED_TRAFFIC' },
    reason: 'The traffic is suspicious or automated, so it gets no immediate retries and no soft-limit grace.',
    rationale: 'Automated clients that retry at once are the usual source of retry storms.',
    source: 'AWS "Exponential Backoff and Jitter" (2015)',
  },
  {
    id: 'TRAFFIC_OVERLOAD',
    condition: 'trafficClassification overload and clientTier free or paid',
    when: (f) => f.traffic === 'overload' && f.tier !== 'internal',
    effect: {
      statusCode: 503,
      retry: 'with_backoff',
      delay: ['high_load', 'exponential'],
      degradation: 'shed_load',
      warning: 'OVERLOAD_TRAFFIC',
    },
    reason: 'The traffic is part of an overload surge and is shed.',
    rationale: 'Shedding the surge early keeps the service up for the rest; clients must spread their return.',
    source: `${SRE_OVERLOAD}; RFC 9110 §15.6.4`,
  },
]

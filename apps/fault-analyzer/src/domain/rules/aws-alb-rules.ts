/**
 * AWS Application Load Balancer status codes (460, 463, 464, 561 are ALB's own; 502/503/504 have
 * ALB-specific meanings). ALB is detected from `proxyType`, `server: awselb/2.0` or `x-amzn-*` headers.
 */
import type { ClassifyRule } from '../types.js'
import { classifyRule } from './classify-rule.js'

const alb = classifyRule('aws-alb')

export const AWS_ALB_RULES: readonly ClassifyRule[] = [
  alb(
    'alb-460',
    { status: [460] },
    {
      category: 'client',
      subcategory: 'client_closed_connection',
      layer: 'client',
      retry: 'yes',
      severity: 'low',
      confidence: 0.8,
      steps: ['Raise the client timeout above the target response time, or make the target faster.'],
    },
    '460: the client closed the connection before the idle timeout elapsed.',
  ),
  alb(
    'alb-463',
    { status: [463] },
    {
      category: 'infrastructure_limit',
      subcategory: 'x_forwarded_for_too_many_ips',
      layer: 'load_balancer',
      retry: 'no',
      severity: 'medium',
      confidence: 0.85,
      steps: ['Shorten the proxy chain or strip X-Forwarded-For upstream: ALB accepts at most 30 addresses.'],
      unprocessed: true,
    },
    '463: the X-Forwarded-For header held more than 30 IP addresses.',
  ),
  alb(
    'alb-464',
    { status: [464] },
    {
      category: 'client',
      subcategory: 'protocol_version_mismatch',
      layer: 'load_balancer',
      retry: 'no',
      severity: 'medium',
      confidence: 0.85,
      steps: ['Match the target group protocol version (HTTP/1.1, HTTP/2, gRPC) to what clients send.'],
      unprocessed: true,
    },
    '464: the request protocol is incompatible with the target group protocol version.',
  ),
  alb(
    'alb-561',
    { status: [561] },
    {
      category: 'auth',
      subcategory: 'identity_provider_error',
      layer: 'load_balancer',
      retry: 'no',
      severity: 'medium',
      confidence: 0.85,
      steps: ['Check the listener authenticate-oidc / authenticate-cognito action and the IdP logs.'],
      unprocessed: true,
    },
    '561: the identity provider returned an error while the listener authenticated the user.',
  ),
  alb(
    'alb-502',
    { status: [502], vendor: 'aws_alb' },
    {
      category: 'dependency',
      subcategory: 'target_invalid_response',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.8,
      steps: [
        'Check target logs for resets and malformed responses.',
        'Keep the target keep-alive timeout above the ALB idle timeout.',
      ],
    },
    'ALB 502: the target closed the connection, reset it or sent a malformed response (or a Lambda target failed).',
  ),
  alb(
    'alb-503',
    { status: [503], vendor: 'aws_alb' },
    {
      category: 'routing',
      subcategory: 'no_registered_targets',
      layer: 'load_balancer',
      retry: 'with_backoff',
      severity: 'critical',
      confidence: 0.8,
      steps: ['Check that the target group has registered, healthy targets in every enabled zone.'],
      unprocessed: true,
    },
    'ALB 503: the target groups for the load balancer have no registered targets.',
  ),
  alb(
    'alb-504',
    { status: [504], vendor: 'aws_alb' },
    {
      category: 'timeout',
      subcategory: 'target_timeout',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.8,
      steps: ['Compare target latency with the ALB idle timeout (60 s by default) and the 10 s connect timeout.'],
    },
    'ALB 504: the target did not connect within 10 s or did not answer before the idle timeout.',
  ),
]

/** The published documents the rules rest on; every rule's `source` is a key of this table. */
export interface Source {
  title: string
  url: string
}

export const SOURCES: Readonly<Record<string, Source>> = {
  rfc9110: {
    title: 'RFC 9110 HTTP Semantics: §15.5 client errors, §15.6 server errors, §10.2.3 Retry-After',
    url: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5',
  },
  'rfc9110-idempotent': {
    title: 'RFC 9110 §9.2.2 Idempotent Methods (automatic retry only for idempotent requests)',
    url: 'https://www.rfc-editor.org/rfc/rfc9110#section-9.2.2',
  },
  rfc6585: {
    title: 'RFC 6585 Additional HTTP Status Codes: 429, 431, 511',
    url: 'https://www.rfc-editor.org/rfc/rfc6585',
  },
  rfc4918: {
    title: 'RFC 4918 (WebDAV) §11.4 424 Failed Dependency, §11.5 507 Insufficient Storage',
    url: 'https://www.rfc-editor.org/rfc/rfc4918#section-11.4',
  },
  'nginx-codes': {
    title: 'nginx special codes 444/494/495/496/497/499 (ngx_http_request.h; ngx_http_ssl_module "Error processing")',
    url: 'https://nginx.org/en/docs/http/ngx_http_ssl_module.html#errors',
  },
  'nginx-proxy': {
    title: 'nginx ngx_http_proxy_module: proxy_connect_timeout, proxy_read_timeout (default 60 s)',
    url: 'https://nginx.org/en/docs/http/ngx_http_proxy_module.html#proxy_read_timeout',
  },
  'cloudflare-5xx': {
    title: 'Cloudflare: 5xx errors (520-527, 530)',
    url: 'https://developers.cloudflare.com/support/troubleshooting/http-status-codes/cloudflare-5xx-errors/',
  },
  'cloudflare-1xxx': {
    title: 'Cloudflare: 1xxx errors (1015 rate limited, 1020 access denied) and the cf-ray header',
    url: 'https://developers.cloudflare.com/support/troubleshooting/http-status-codes/cloudflare-1xxx-errors/',
  },
  'aws-alb': {
    title: 'AWS Application Load Balancer: troubleshoot (HTTP 460, 463, 464, 502, 503, 504, 561)',
    url: 'https://docs.aws.amazon.com/elasticloadbalancing/latest/application/load-balancer-troubleshooting.html',
  },
  'envoy-flags': {
    title: 'Envoy access log %RESPONSE_FLAGS% (UF, UT, UH, URX, UO, NR, UC, DC, ...)',
    url: 'https://www.envoyproxy.io/docs/envoy/latest/configuration/observability/access_log/usage#command-operators',
  },
  'envoy-headers': {
    title: 'Envoy router headers: x-envoy-upstream-service-time, x-envoy-overloaded, x-envoy-ratelimited',
    url: 'https://www.envoyproxy.io/docs/envoy/latest/configuration/http/http_filters/router_filter',
  },
  'retry-backoff': {
    title: 'AWS Builders Library: Timeouts, retries and backoff with jitter',
    url: 'https://aws.amazon.com/builders-library/timeouts-retries-and-backoff-with-jitter/',
  },
  'sre-retries': {
    title: 'Google SRE book, Addressing Cascading Failures: retry budgets and retry amplification',
    url: 'https://sre.google/sre-book/addressing-cascading-failures/',
  },
}

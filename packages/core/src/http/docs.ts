/**
 * The API reference page: Swagger UI (swagger-ui-dist, served from the npm package: no CDN, no web
 * fonts, no validator badge) fed the OpenAPI documents we generate. No key is needed to read it; its
 * "Try it out" sends `x-gateway-key` once entered under "Authorize". A Content-Security-Policy limits
 * the page to its own origin, so it cannot reach anything outside even if a bundle tried.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** A document in the page's switcher: its name and its URL relative to the page. */
export interface DocsSource {
  name: string
  url: string
}

const ASSET_TYPES: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

/** Reads the options from the page (a data attribute: no inline script, so the CSP forbids them all). */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  var root = document.getElementById('swagger-ui')
  var config = JSON.parse(root.getAttribute('data-config'))
  window.ui = SwaggerUIBundle(Object.assign({
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
    validatorUrl: null,
    tryItOutEnabled: true,
    persistAuthorization: true,
    displayOperationId: true,
    displayRequestDuration: true
  }, config))
})
`

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const distDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
const assets = new Map<string, Promise<Buffer>>()

function asset(file: string): Promise<Buffer> {
  let content = assets.get(file)
  if (!content) {
    content = readFile(join(distDir, file))
    assets.set(file, content)
  }
  return content
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The page; `assetBase` is the URL of the assets relative to the page (`docs/assets/`). */
export function docsPage(title: string, sources: readonly DocsSource[], assetBase: string): string {
  const config = sources.length === 1 ? { url: sources[0]!.url } : { urls: sources }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${assetBase}swagger-ui.css">
<link rel="icon" type="image/png" href="${assetBase}favicon-32x32.png">
</head>
<body>
<div id="swagger-ui" data-config="${escapeHtml(JSON.stringify(config))}"></div>
<script src="${assetBase}swagger-ui-bundle.js"></script>
<script src="${assetBase}swagger-ui-standalone-preset.js"></script>
<script src="${assetBase}init.js"></script>
</body>
</html>
`
}

/** Sends the page with the policy that keeps it on its own origin. */
export function sendDocsPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('content-security-policy', CSP).send(html)
}

/** `GET <prefix>/docs/assets/<file>`: the renderer's files, read once from swagger-ui-dist. No key. */
export function registerDocsAssets(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/docs/assets/:file', { config: { public: true } }, async (request, reply) => {
    const { file } = request.params
    if (file === 'init.js') return reply.type('application/javascript; charset=utf-8').send(INIT_SCRIPT)
    const type = ASSET_TYPES[file]
    if (!type) return reply.callNotFound()
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=3600')
      .send(await asset(file))
  })
}

/**
 * One service's reference: `GET /docs` (the page), `/docs/openapi.json` (the document with this
 * server first, as `..` = the folder above the document, so "Try it out" calls whichever host and
 * prefix served the page) and the assets. None needs a key; none is an operation of the document.
 */
export function registerDocs(app: FastifyInstance, name: string, document: Readonly<Record<string, unknown>>) {
  const config = { public: true }
  const servers = (document.servers as unknown[] | undefined) ?? []
  const served = {
    ...document,
    servers: [{ url: '..', description: 'This server (the one serving this page)' }, ...servers],
  }
  const html = docsPage(`${name}: API reference`, [{ name, url: 'docs/openapi.json' }], 'docs/assets/')
  app.get('/docs', { config }, async (_request, reply) => sendDocsPage(reply, html))
  app.get('/docs/openapi.json', { config }, async () => served)
  registerDocsAssets(app)
}

/** The paths `registerDocs` adds, for the 405 map. */
export const DOCS_PATHS = ['/docs', '/docs/openapi.json'] as const

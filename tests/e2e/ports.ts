import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Ports of the servers the Chromium suite starts: the site with its local API, and each host. */
export const sitePort = Number(process.env.E2E_PORT ?? 4310)
export const apiPort = Number(process.env.E2E_API_PORT ?? 8790)
export const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT ?? sitePort + 1)
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? sitePort + 2)
/** A second host of a later build, whose pages call the local API on its own origin. */
export const updatePort = Number(process.env.E2E_UPDATE_PORT ?? sitePort + 3)
/** Where the nginx host writes its access log, in the deploy file's format. */
export const nginxAccessLog = join(tmpdir(), `scamcheck-nginx-${nginxPort}.access.log`)

/** Ports of the servers the Chromium suite starts: the site with its local API, and each host. */
export const sitePort = Number(process.env.E2E_PORT ?? 4310)
export const apiPort = Number(process.env.E2E_API_PORT ?? 8790)
export const cloudflarePort = Number(process.env.E2E_CLOUDFLARE_PORT ?? sitePort + 1)
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? sitePort + 2)

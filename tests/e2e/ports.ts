/** Ports of the servers the Chromium suite starts: the site build and the local API. */
export const sitePort = Number(process.env.E2E_PORT ?? 4310)
export const apiPort = Number(process.env.E2E_API_PORT ?? 8790)

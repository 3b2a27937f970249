import { readFileSync } from 'node:fs'
import type { ManifestOptions } from 'vite-plugin-pwa'

type Overrides = { appName?: string; androidStoreUrl?: string }

/** The top-level manifest.webmanifest, with the build's name and store link, for VitePWA's `manifest`. */
export function siteManifest(path: string, overrides: Overrides): Partial<ManifestOptions> {
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Partial<ManifestOptions>
  if (overrides.appName) {
    manifest.name = `${overrides.appName}: Is this a scam?`
    manifest.short_name = overrides.appName
  }
  const storeUrl = overrides.androidStoreUrl
  if (storeUrl && manifest.related_applications) {
    manifest.related_applications = manifest.related_applications.map((app) =>
      app.platform === 'play' ? { ...app, url: storeUrl } : app,
    )
  }
  return manifest
}

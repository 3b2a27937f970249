import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import type { ManifestOptions } from 'vite-plugin-pwa'
import {
  defaultLocale,
  htmlLang,
  localePath,
  prefixedLocales,
  type Locale,
} from '../src/lib/locale.ts'
import { afterClientBuild } from './after-client-build.ts'
import { loadServerEntry } from './route-table.ts'

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

/** A language's own words in its install: from its dictionaries (see `src/entry-server.tsx`). */
export type InstallWords = {
  name: string
  description: string
  checkShortcut: { name: string; short_name: string }
  /** What each of the manifest's screenshots shows, by its `form_factor`. */
  screenshotLabels: { narrow: string; wide: string }
}

/** A language's own picture of a screenshot: `home-narrow.png` becomes `home-narrow.fil.png`. */
export const screenshotOf = (src: string, locale: Locale) =>
  locale === defaultLocale ? src : src.replace(/(\.\w+)$/, `.${locale}$1`)

/** Where a language's web manifest is served: the default language's at the usual place. */
export const manifestPath = (locale: Locale) =>
  locale === defaultLocale ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`

/**
 * A language's web manifest: the site's, with that language's name, description, `lang`, start
 * page and app id, its shortcut and share target leading to its own pages, and its own screenshots
 * where `hasFile` finds them (else the site's, as they are).
 */
export function languageManifest(
  base: Partial<ManifestOptions>,
  locale: Locale,
  words: InstallWords,
  hasFile: (src: string) => boolean = () => false,
): Partial<ManifestOptions> {
  const start = localePath(locale, '/')
  const check = localePath(locale, '/check')
  return {
    ...base,
    id: start,
    name: words.name,
    description: words.description,
    start_url: start,
    lang: htmlLang[locale],
    ...(base.share_target ? { share_target: { ...base.share_target, action: check } } : {}),
    shortcuts: [{ ...words.checkShortcut, url: check }],
    ...(base.screenshots
      ? {
          screenshots: base.screenshots.map((shot) => {
            const src = screenshotOf(shot.src, locale)
            const label = shot.form_factor && words.screenshotLabels[shot.form_factor]
            return hasFile(src) && label ? { ...shot, src, label } : shot
          }),
        }
      : {}),
  }
}

/**
 * Each other language's web manifest beside the site's (`manifest.<code>.webmanifest`), written
 * from the one vite-plugin-pwa writes; every page links its own language's (`prerender.ts`).
 */
export function languageManifests(): Plugin {
  return afterClientBuild('site-language-manifests', async (outDir) => {
    const base = JSON.parse(
      readFileSync(join(outDir, 'manifest.webmanifest'), 'utf8'),
    ) as Partial<ManifestOptions>
    const words = await (await loadServerEntry()).installWords()
    for (const locale of prefixedLocales) {
      const manifest = languageManifest(base, locale, words[locale], (src) =>
        existsSync(join(outDir, src)),
      )
      writeFileSync(join(outDir, manifestPath(locale).slice(1)), JSON.stringify(manifest))
    }
  })
}

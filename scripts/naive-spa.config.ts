import { tanstackRouter } from '@tanstack/router-plugin/vite'
import type { Plugin, PluginOption, UserConfig } from 'vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import siteConfig from '../vite.config.ts'

/**
 * The bench's baseline: the site's own config and source built as a plain client-rendered SPA.
 * One eager bundle, no prerendered pages, no host files, no service worker; every path is
 * answered by the same `index.html` with an empty root (the static server's SPA fallback).
 *
 *   vite build --config scripts/naive-spa.config.ts
 */
export const naiveSpaOutDir = 'node_modules/.bench/naive-spa'

/** The site's build steps that make what a naive SPA lacks, and the plugins replaced below. */
const left = [
  /^tanstack[:-]/,
  /^vite-plugin-pwa/,
  /^site-prerender$/,
  /^site-seo-files$/,
  /^site-host-files$/,
  /^site-language-manifests$/,
]

async function plugins(options: PluginOption[]): Promise<Plugin[]> {
  const flat: Plugin[] = []
  for (const option of await Promise.all(options)) {
    if (Array.isArray(option)) flat.push(...(await plugins(option)))
    else if (option && 'name' in option) flat.push(option)
  }
  return flat
}

export default defineConfig(async (env) => {
  const site: UserConfig = typeof siteConfig === 'function' ? await siteConfig(env) : siteConfig
  const kept = (await plugins(site.plugins ?? [])).filter(
    (plugin) => !left.some((name) => name.test(plugin.name)),
  )
  const rolldown = site.build?.rolldownOptions ?? {}
  const output = Array.isArray(rolldown.output) ? {} : (rolldown.output ?? {})
  return {
    ...site,
    plugins: [
      // Route components load with the route tree, from the one bundle.
      tanstackRouter({ target: 'react', autoCodeSplitting: false }),
      ...kept,
      // The registration module resolves to a no-op: no worker is made nor registered.
      VitePWA({ disable: true, injectRegister: false, registerType: 'prompt' }),
    ],
    // The client alone: no server bundle to prerender with.
    environments: {},
    builder: undefined,
    build: {
      ...site.build,
      outDir: naiveSpaOutDir,
      emptyOutDir: true,
      manifest: false,
      rolldownOptions: { ...rolldown, output: { ...output, codeSplitting: false } },
    },
  }
})

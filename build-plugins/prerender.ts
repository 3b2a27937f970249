import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { minifySync, type Plugin } from 'vite'
import { afterClientBuild } from './after-client-build.ts'
import { htmlLang, localeOfPath } from '../src/lib/locale.ts'
import { loadRouteTable, loadServerEntry, notFoundPages } from './route-table.ts'
import { styleTags } from './print-stylesheet.ts'
import { manifestPath } from './web-manifest.ts'
import { deferEntryScript, routePreloadTags, takeBuildManifest } from './route-preloads.ts'
import { linkCheckScript } from '../src/features/reset-password/link-check-head-start.ts'

/** React puts the route's hoisted head tags (title, meta, link) first in its output. */
export function splitHead(html: string): { head: string; body: string } {
  const match = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)*/.exec(html)
  const head = match?.[0] ?? ''
  return { head, body: html.slice(head.length) }
}

/** The entry stylesheet goes inline (paper's rules aside): first paint needs no request but the page. */
export function inlineStylesheets(html: string, outDir: string) {
  const inlined: string[] = []
  const result = html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_tag, file: string) => {
      inlined.push(join(outDir, file))
      return styleTags(readFileSync(join(outDir, file), 'utf8'), outDir)
    },
  )
  return { html: result, inlined }
}

/**
 * Code loaded on demand by a page's chunk (the picture reader) lists the entry's stylesheet among
 * what to preload: once inlined, nothing may ask for it. Each such list (Vite's `m.f=[...]`, read
 * by index) keeps its length: the stylesheet's place repeats a file already listed, which the
 * preloader skips.
 */
function forgetStylesheets(outDir: string, inlined: string[]) {
  const gone = new Set(inlined.map((file) => relative(outDir, file).replaceAll(sep, '/')))
  const assets = join(outDir, 'assets')
  for (const chunk of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(join(assets, chunk), 'utf8')
    const kept = code.replace(/m\.f=(\[[^\]]*\])/g, (_list, json: string) => {
      const files = JSON.parse(json) as string[]
      const first = files.find((file) => !gone.has(file))
      return `m.f=${JSON.stringify(files.map((file) => (gone.has(file) ? first : file)))}`
    })
    if (kept !== code) writeFileSync(join(assets, chunk), kept)
  }
}

/** `index.html`'s comments and indentation are for its readers, not for every visitor to download. */
export const compactTemplate = (html: string) =>
  html.replace(/\s*<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><')

/** The page's language on its root element, and its language's install, so the first HTML already says it. */
export function withLang(html: string, path: string): string {
  const locale = localeOfPath(path)
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang[locale]}"`)
    .replace(
      /<link rel="manifest" href="[^"]*"/,
      `<link rel="manifest" href="${manifestPath(locale)}"`,
    )
}

/** Writes a page, making its language's folder first. */
function writePage(outDir: string, file: string, html: string) {
  mkdirSync(dirname(join(outDir, file)), { recursive: true })
  writeFileSync(join(outDir, file), html)
}

/**
 * Writes every page of the route table and the 404 page as HTML files into the client build,
 * before the service worker is generated, so the worker precaches them.
 */
export function prerender({ apiBase }: { apiBase: string }): Plugin {
  return afterClientBuild('site-prerender', async (outDir) => {
    const { html: template, inlined } = inlineStylesheets(
      compactTemplate(deferEntryScript(readFileSync(join(outDir, 'index.html'), 'utf8'))),
      outDir,
    )
    // Nothing links the inlined files any more: the worker must not precache them.
    for (const file of inlined) rmSync(file)
    forgetStylesheets(outDir, inlined)
    const server = await loadServerEntry()
    if (server.missingDictionaries.length > 0)
      throw new Error(`prerender: dictionaries missing:\n${server.missingDictionaries.join('\n')}`)
    const routes = await loadRouteTable()
    const manifest = takeBuildManifest(outDir)
    const linkCheck = `<script>${minifySync('link-check.js', linkCheckScript(apiBase)).code.trim()}</script>`
    // data-route tells the client which route the HTML was rendered for ('404': none).
    const pages = [
      ...routes.map((route) => ({ ...route, route: route.path })),
      ...notFoundPages.map((page) => ({ ...page, route: '404' as const })),
    ]
    for (const page of pages) {
      const { html } = await server.render(page.path)
      const { head, body } = splitHead(html)
      const preloads = routePreloadTags(
        manifest,
        page.route === '404' ? { source: server.notFoundSource } : { path: page.path },
      )
      // A personal link's page asks about its link before its code arrives.
      const headStart = 'personal' in page && page.personal ? linkCheck : ''
      const document = template
        .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />${headStart}`)
        .replace('</head>', `${head}${preloads}</head>`)
        .replace('<div id="root"></div>', `<div id="root" data-route="${page.route}">${body}</div>`)
      if (document === template) throw new Error(`prerender: no root element in ${page.file}`)
      writePage(outDir, page.file, withLang(document, page.path))
    }
  })
}

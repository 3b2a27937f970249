import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The end of the block that opens at `open` (the index of its `{`). */
function blockEnd(css: string, open: number): number {
  let depth = 0
  for (let at = open; at < css.length; at += 1) {
    if (css[at] === '{') depth += 1
    else if (css[at] === '}' && --depth === 0) return at + 1
  }
  throw new Error('print stylesheet: a block is never closed')
}

/** Separates the rules for paper (`@page`, `@media print`) from those for screens, in order. */
export function splitPrintRules(css: string): { screen: string; print: string } {
  let screen = ''
  let print = ''
  let from = 0
  for (const match of css.matchAll(/@page\b|@media print\s*\{/g)) {
    if (match.index < from) continue
    const end = blockEnd(css, css.indexOf('{', match.index))
    screen += css.slice(from, match.index)
    print += css.slice(match.index, end)
    from = end
  }
  return { screen: screen + css.slice(from), print }
}

/**
 * A page inlines what a screen needs; paper's rules wait in a file of their own, fetched at low
 * priority and never blocking a paint, and kept once for every page instead of in each.
 */
export function styleTags(css: string, outDir: string): string {
  const { screen, print } = splitPrintRules(css.trim())
  if (!print) return `<style>${screen}</style>`
  const hash = createHash('sha256').update(print).digest('base64url').slice(0, 8)
  const file = `assets/print-${hash}.css`
  writeFileSync(join(outDir, file), print)
  return `<style>${screen}</style><link rel="stylesheet" href="/${file}" media="print">`
}

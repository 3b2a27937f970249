/**
 * What linkify-it reads from uc.micro (`vite.config.ts` points the package here): its small
 * classes as they are, and the punctuation class built from the platform's own Unicode tables
 * (`\p{P}`) instead of uc.micro's 2 KB copy of them. linkify-it joins the sources into patterns
 * without the `u` flag, so the class is written out as ranges of code units; the few punctuation
 * marks outside the Basic Multilingual Plane (Aegean, Adlam, ...) are left out.
 */
export { default as Any } from 'uc.micro/properties/Any/regex.mjs'
export { default as Cc } from 'uc.micro/categories/Cc/regex.mjs'
export { default as Z } from 'uc.micro/categories/Z/regex.mjs'

const unit = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`

/** The BMP's punctuation as a character class, "[!-#%-*...]". */
export function punctuationClass(): string {
  let plane = ''
  for (let code = 0; code < 0x10000; code += 1) {
    if (code < 0xd800 || code > 0xdfff) plane += String.fromCharCode(code)
  }
  const codes = [...plane.replace(/[^\p{P}]/gu, '')].map((mark) => mark.charCodeAt(0))
  let ranges = ''
  for (let i = 0; i < codes.length;) {
    let end = i
    while (codes[end + 1] === codes[end]! + 1) end += 1
    ranges += end > i ? `${unit(codes[i]!)}-${unit(codes[end]!)}` : unit(codes[i]!)
    i = end + 1
  }
  return `[${ranges}]`
}

let source: string | undefined

/** Built when linkify-it first compiles its patterns, on the first message checked. */
export const P = {
  get source() {
    return (source ??= punctuationClass())
  },
}

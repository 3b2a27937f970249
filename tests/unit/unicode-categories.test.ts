import { describe, expect, it } from 'vitest'
import ucMicroPunctuation from 'uc.micro/categories/P/regex.mjs'
import { P, punctuationClass } from '@/lib/unicode-categories'
import { findLinks } from '@/features/message-check/find-links'

const bmp = () =>
  Array.from({ length: 0x10000 }, (_, code) => code)
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => String.fromCharCode(code))

describe("linkify-it's punctuation, read from the platform", () => {
  it("is uc.micro's on the Basic Multilingual Plane, but for marks of newer Unicode", () => {
    const ours = new RegExp(punctuationClass())
    const differ = bmp().filter((mark) => ours.test(mark) !== ucMicroPunctuation.test(mark))
    expect(differ.length).toBeLessThanOrEqual(8)
    for (const mark of '!"#%&\'()*,-./:;?@[\\]_{}¡§«¶·»¿‐–—‘’“”…‹›、。「」！，．？᜵᜶') {
      expect(ours.test(mark), mark).toBe(true)
    }
    for (const mark of 'aZ09$+<=>^`|~ \n€₱😀') expect(ours.test(mark), mark).toBe(false)
  })

  it('is built once, when linkify-it first reads it', () => {
    expect(P.source).toBe(P.source)
    expect(P.source.length).toBeLessThan(6_000)
  })

  it('still ends a link at the punctuation around it', () => {
    const hosts = (text: string) => findLinks(text).map((link) => link.url.hostname)
    expect(hosts('Bisitahin: gcash-verify.top。Salamat')).toEqual(['gcash-verify.top'])
    expect(hosts('«bdo-secure.xyz» — i-click agad!')).toEqual(['bdo-secure.xyz'])
    expect(hosts('Claim here…bit.ly/3xYz!')).toEqual(['bit.ly'])
  })
})

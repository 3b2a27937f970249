import { describe, expect, it } from 'vitest'
import { splitPrintRules } from '../../build-plugins/print-stylesheet'

describe('the stylesheet split for paper', () => {
  it('moves @page and @media print blocks, nested braces whole, and keeps the rest in order', () => {
    const css =
      'a{color:red}@page{margin:1.5cm}b{color:blue}@media print{.x{color:#000}@supports (display:grid){.y{display:none}}}c{}'
    const { screen, print } = splitPrintRules(css)
    expect(screen).toBe('a{color:red}b{color:blue}c{}')
    expect(print).toBe(
      '@page{margin:1.5cm}@media print{.x{color:#000}@supports (display:grid){.y{display:none}}}',
    )
  })

  it('leaves screen media queries where they are', () => {
    const css = '@media (min-width:40em){a{margin:0}}@media screen{b{padding:0}}'
    expect(splitPrintRules(css)).toEqual({ screen: css, print: '' })
  })

  it('refuses a block that never closes', () => {
    expect(() => splitPrintRules('@media print{a{color:red}')).toThrow(/never closed/)
  })
})

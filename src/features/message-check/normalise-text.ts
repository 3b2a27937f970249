import { mapReplace, type MappedText, mapped } from './mapped-text'
import { isMixedWord, readAsLatin } from './lookalike-letters'

/** Input beyond this is never read at all, not even to skip invisible characters. */
export const MAX_INPUT = 200_000
/** The text rules read this much of a message, once invisible characters and runs of spaces are gone. */
export const MAX_RULE_TEXT = 5_000

/** Soft hyphens, zero-width and direction marks, variation selectors, fillers: drawn as nothing. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu
const CONTROL = /[\p{Cc}\p{Cs}]/gu
const SPACES = /[ \t\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g
/** Short forms the rules spell out ("u" is read as "you"), and "php" read as the peso sign. */
const SHORTHAND: Record<string, string> = {
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  acct: 'account',
  acc: 'account',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  txt: 'text',
  msg: 'message',
  niyo: 'nyo',
  ninyo: 'nyo',
  sayo: 'sa iyo',
  yung: 'ang',
  iyong: 'ang',
  ung: 'ang',
  php: '₱',
}
/** Digits and signs written for letters inside a word: "Jackp0t", "reg1ster", "fr33". */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '@': 'a' }

/** Text beyond this many visible characters (a run of spaces counting once) is never cleaned. */
const MAX_VISIBLE = 20_000
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u
const isSpace = (code: number) => code <= 32 || code === 0xa0 || (code >= 0x2000 && code <= 0x200a)

/** Where the first `visible` visible characters of the text end, invisible ones and space runs skipped. */
function visibleEnd(text: string, visible: number): number {
  let seen = 0
  let lastWasSpace = false
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code >= 0x80 && !isSpace(code) && IGNORABLE.test(text.charAt(i))) continue
    const space = isSpace(code)
    if (!(space && lastWasSpace)) seen += 1
    lastWasSpace = space
    if (seen > visible) return i
  }
  return text.length
}

/**
 * Compatibility forms folded, invisible characters gone, controls turned into spaces and each run
 * of spaces or of line breaks made one: all over the whole input before any cut, so padding cannot
 * push a message out of reach.
 */
export function cleanText(text: string): MappedText {
  let clean = mapped(text.slice(0, visibleEnd(text.slice(0, MAX_INPUT), MAX_VISIBLE)))
  clean = mapReplace(clean, /[\u0080-\u{10ffff}]/gu, (c) => c.normalize('NFKC'))
  clean = mapReplace(clean, INVISIBLE, () => '')
  clean = mapReplace(clean, CONTROL, (c) => (c === '\n' ? '\n' : ' '))
  clean = mapReplace(clean, SPACES, () => ' ')
  return mapReplace(clean, /\n[\n ]*/g, () => '\n')
}

/** The text the link finder reads. */
export const normaliseForLinks = (text: string) => cleanText(text).text

/**
 * The form the text rules read: lowercase, no accents, one space between words, a hyphen between
 * letters dropped ("i-send" is "isend", "pa-click" is "paclick"), digits for letters read as
 * letters ("reg1ster"), Cyrillic or Greek lookalikes in a Latin word read as Latin ("pаckаge"), SMS shorthand spelled out and peso amounts written "₱500" whether the
 * sender wrote "P500", "PHP 500" or "500 pesos". Each character keeps where it came from.
 */
export function rulesForm(clean: MappedText): MappedText & { truncated: boolean } {
  let words = mapped(clean.text.slice(0, MAX_RULE_TEXT * 2), clean)
  words = mapReplace(words, /[\u0080-\u{10ffff}]/gu, (c) =>
    c.normalize('NFD').replace(/\p{M}/gu, ''),
  )
  words = mapReplace(words, /[A-Z\u0080-\u{10ffff}]/gu, (c) => c.toLowerCase())
  words = mapReplace(words, /\p{L}+/gu, (word) => (isMixedWord(word) ? readAsLatin(word) : word))
  words = mapReplace(words, /[‘’ʼ`]/g, () => "'")
  words = mapReplace(words, /[“”]/g, () => '"')
  words = mapReplace(words, /(?<=[a-z])-(?=[a-z])/g, () => '')
  words = mapReplace(words, /(?<=[a-z])[013458@](?=[a-z])/g, (c) => LEET[c] ?? c)
  words = mapReplace(words, /\bwon't\b/g, () => 'will not')
  words = mapReplace(words, /\b[a-z]{1,4}\b/g, (word) => SHORTHAND[word] ?? word)
  words = mapReplace(words, /\bp ?(?=[0-9])/g, () => '₱')
  words = mapReplace(words, /₱ (?=[0-9])/g, () => '₱')
  words = mapReplace(
    words,
    /(?<![₱0-9,.])\b([0-9][0-9,.]{0,12}) ?p\b/g,
    (_, amount: string) => `₱${amount}`,
  )
  words = mapReplace(
    words,
    /\b([0-9][0-9,.]{0,12}) ?pesos?\b/g,
    (_, amount: string) => `₱${amount}`,
  )
  const truncated = clean.text.length > MAX_RULE_TEXT * 2 || words.text.length > MAX_RULE_TEXT
  return { ...mapped(words.text.slice(0, MAX_RULE_TEXT), words), truncated }
}

export const normaliseForRules = (text: string) => rulesForm(cleanText(text)).text

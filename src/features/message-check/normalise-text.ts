/** Input beyond this is never read at all. */
const MAX_INPUT = 100_000
/** The text rules read this much of a message. */
export const MAX_RULE_TEXT = 5_000

const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g
const CONTROL = /[\p{Cc}\p{Cs}]/gu
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

/** Compatibility forms folded, invisible characters gone, controls turned into spaces. */
export function normaliseForLinks(text: string): string {
  return text
    .slice(0, MAX_INPUT)
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(CONTROL, (c) => (c === '\n' ? '\n' : ' '))
}

/**
 * The form the text rules read: lowercase, no accents, one space between words, a hyphen between
 * letters dropped ("i-send" is "isend", "pa-click" is "paclick"), SMS shorthand spelled out and
 * peso amounts written "₱500" whether the sender wrote "P500", "PHP 500" or "500 pesos".
 */
export function normaliseForRules(text: string): string {
  return normaliseForLinks(text.slice(0, MAX_RULE_TEXT * 2))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/([a-z])-(?=[a-z])/g, '$1')
    .replace(/[ \t\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g, ' ')
    .replace(/\n[\n ]*/g, '\n')
    .replace(/\b[a-z]{1,4}\b/g, (word) => SHORTHAND[word] ?? word)
    .replace(/\bp ?(?=[0-9])/g, '₱')
    .replace(/₱ (?=[0-9])/g, '₱')
    .replace(/\b([0-9][0-9,.]{0,12}) ?pesos?\b/g, '₱$1')
    .slice(0, MAX_RULE_TEXT)
}

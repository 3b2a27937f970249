/** Cyrillic and Greek letters that look like Latin ones, for reading a lookalike host. */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
}

/** The text with each lookalike letter read as the Latin one it imitates. */
export const readAsLatin = (text: string) => Array.from(text, (c) => LOOKALIKES[c] ?? c).join('')

/** A word that mixes Latin letters with Cyrillic or Greek ones, as a disguise does ("pаckаge"). */
export const isMixedWord = (word: string) => /[a-z]/i.test(word) && /[\u0370-\u052f]/.test(word)

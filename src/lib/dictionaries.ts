import { defaultLocale, localeOfFile, locales, type Locale } from '@/lib/locale'

/** Each language's dictionary files that are missing, with the files found beside them. */
export const missingDictionaries: string[] = []

type DictionaryModule = Record<string, unknown>

/** A dictionary module's words: its one export, or the one whose name ends with `suffix`. */
function wordsOf<Words>(file: string, module: DictionaryModule, suffix?: string): Words {
  const names = Object.keys(module).filter((name) => !suffix || name.endsWith(suffix))
  if (names.length !== 1)
    throw new Error(
      `${file}: expected one dictionary${suffix ? ` *${suffix}` : ''}, found ${names.length}`,
    )
  return module[names[0]!] as Words
}

function byLocale<Entry, Value>(
  files: Record<string, Entry>,
  value: (file: string, entry: Entry) => Value,
  languages: readonly Locale[] = locales,
) {
  const entries = Object.entries(files)
  return Object.fromEntries(
    languages.map((locale) => {
      const own = entries.find(([file]) => localeOfFile(file) === locale)
      if (own) return [locale, value(...own)]
      // A language being added: its pages read another language's words (the default's where it
      // has them) until its own file lands, and the build refuses to prerender them.
      missingDictionaries.push(`${locale}: ${Object.keys(files).join(', ')}`)
      const rank = ([file]: [string, Entry]) => (localeOfFile(file) === defaultLocale ? 0 : 1)
      const stand = [...entries].sort((a, b) => rank(a) - rank(b))
      for (const entry of stand) {
        try {
          return [locale, value(...entry)]
        } catch {
          // Not a dictionary of this kind: the next one.
        }
      }
      throw new Error(`No ${locale} dictionary among ${Object.keys(files).join(', ')}`)
    }),
  ) as Record<Locale, Value>
}

/**
 * Each language's dictionary from an eager `import.meta.glob`: for words every page needs at once
 * (its shared words, its head). A language in the locale list without its file is an error.
 */
export const eagerDictionaries = <Words>(
  files: Record<string, DictionaryModule>,
  suffix?: string,
  languages: readonly Locale[] = locales,
): Record<Locale, Words> =>
  byLocale(files, (file, module) => wordsOf<Words>(file, module, suffix), languages)

/**
 * Each language's dictionary from a lazy `import.meta.glob` of its words files, with
 * `{ query: '?dictionary', import: 'default' }` (build-plugins/dictionary-modules.ts), loaded by
 * the route of a page in that language: every language's words stay in files of their own.
 * With `suffix`, a glob of whole modules: the export whose name ends with it.
 */
export const lazyDictionaries = <Words>(
  files: Record<string, () => Promise<unknown>>,
  languages: readonly Locale[] = locales,
  suffix?: string,
): Record<Locale, () => Promise<Words>> =>
  byLocale(
    files,
    (file, load) =>
      suffix === undefined
        ? (load as () => Promise<Words>)
        : () => load().then((module) => wordsOf<Words>(file, module as DictionaryModule, suffix)),
    languages,
  )

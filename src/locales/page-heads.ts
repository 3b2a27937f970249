import { lazyDictionaries } from '@/lib/dictionaries'
import { defaultLocale, prefixedLocales, type Locale } from '@/lib/locale'
import { enHeads, type PageHeads } from './en/heads'

/**
 * Each page's title and description in each language (`<code>/heads.ts`). The default language's
 * load with the route tree; another language's are a file of their own, loaded by the route of
 * any page in that language (`{-$locale}/route.tsx`) before the page's head is written.
 */
const otherHeads = lazyDictionaries<PageHeads>(
  import.meta.glob(['./*/heads.ts', '!./en/heads.ts'], {
    query: '?dictionary',
    import: 'default',
  }),
  prefixedLocales,
)
const loaded: Partial<Record<Locale, PageHeads>> = { [defaultLocale]: enHeads }

export async function loadPageHeads(locale: Locale): Promise<void> {
  loaded[locale] ??= await otherHeads[locale]!()
}

/** A language's heads, once its pages' route has loaded them. */
export function pageHeadsOf(locale: Locale): PageHeads {
  const heads = loaded[locale]
  if (!heads) throw new Error(`The ${locale} heads were not loaded by the page's route`)
  return heads
}

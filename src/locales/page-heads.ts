import { eagerDictionaries } from '@/lib/dictionaries'
import type { PageHeads } from './en/heads'

/**
 * Each page's title and description in each language (`<code>/heads.ts`): they load with the
 * route tree, so a page's head is right before its own code arrives.
 */
export const pageHeads = eagerDictionaries<PageHeads>(
  import.meta.glob('./*/heads.ts', { eager: true }),
  'Heads',
)

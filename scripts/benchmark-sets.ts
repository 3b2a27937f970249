import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'

/** One public set of real messages, de-duplicated, all of one kind. */
export interface BenchSet {
  id: string
  name: string
  credit: string
  url: string
  kind: 'scam' | 'ordinary'
  /** Its licence lets the check learn from it (then only its held-out half is reported). */
  learnable: boolean
  texts: string[]
}

/** Messages that differ only in spacing are one message. */
export const sameText = (text: string) => text.replace(/\s+/g, ' ').trim()

/** FNV-1a over the text: a fixed, seedless split that keeps a repeated text on one side. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** The half of a learnable set that is never learned from, never read to write rules: the one reported. */
export const isHeldOut = (text: string) => hash(`split-2026:${sameText(text)}`) % 2 === 0

function rows(path: string, encoding: BufferEncoding = 'utf8'): Record<string, string>[] {
  return parse(readFileSync(path, encoding), { columns: true, relax_quotes: true, bom: true })
}

function unique(texts: string[]): string[] {
  const seen = new Set<string>()
  return texts.filter((text) => {
    const key = sameText(text)
    if (!key || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const MISHRA = {
  credit: 'Sandhya Mishra & Devpriya Soni (2022), CC BY 4.0',
  url: 'https://data.mendeley.com/datasets/f45bkkt8pr/1',
}
const YISSUH = {
  credit: 'Yissuh/Filipino-Spam-SMS-Detection-Model (2023), BSD-3-Clause',
  url: 'https://github.com/Yissuh/Filipino-Spam-SMS-Detection-Model',
}
const SCOTT = {
  credit: 'Scott Lee Chua, "spam and marketing SMS" (spamofthetimes.com), CC BY 4.0',
  url: 'https://github.com/scottleechua/data',
}

/** The public sets in `dir` (`../shared/benchmarks`), or none when the folder is absent. */
export function loadBenchmarks(dir: string): BenchSet[] {
  if (!existsSync(join(dir, 'README.md'))) return []
  const mishra = rows(join(dir, 'en-smishing/mishra-soni-2022-Dataset_5971.csv'))
  const mishraOf = (label: string) =>
    unique(mishra.filter((row) => row.LABEL?.toLowerCase() === label).map((row) => row.TEXT ?? ''))
  const smishtank = rows(join(dir, 'en-smishing/smishtank-2024-latin1.csv'), 'latin1')
  const yissuh = rows(join(dir, 'fil-sms-yissuh/merged-set.csv'))
  const yissuhOf = (label: string) =>
    unique(yissuh.filter((row) => row.label === label).map((row) => row.message ?? ''))
  const scott = rows(join(dir, 'ph-sms-scottleechua/sms-2022-2024.csv'))
  const scottOf = (...categories: string[]) =>
    unique(
      scott.filter((row) => categories.includes(row.category ?? '')).map((row) => row.text ?? ''),
    )
  return [
    {
      id: 'smishtank',
      name: 'Smishtank: real US smishing, 2022-2023',
      credit: 'Timko & Rahman, Smishing Dataset I (smishtank.com), CC BY-NC-SA 4.0',
      url: 'https://smishtank.com/dataset',
      kind: 'scam',
      learnable: false,
      texts: unique(smishtank.map((row) => row.MainText ?? '')),
    },
    {
      id: 'mishra-smishing',
      name: 'Mishra & Soni: English smishing',
      ...MISHRA,
      kind: 'scam',
      learnable: true,
      texts: mishraOf('smishing'),
    },
    {
      id: 'mishra-spam',
      name: 'Mishra & Soni: English spam',
      ...MISHRA,
      kind: 'scam',
      learnable: true,
      texts: mishraOf('spam'),
    },
    {
      id: 'mishra-ham',
      name: 'Mishra & Soni: ordinary English SMS',
      ...MISHRA,
      kind: 'ordinary',
      learnable: true,
      texts: mishraOf('ham'),
    },
    {
      id: 'yissuh-spam',
      name: 'Yissuh: unwanted Philippine texts',
      ...YISSUH,
      kind: 'scam',
      learnable: true,
      texts: yissuhOf('spam'),
    },
    {
      id: 'yissuh-ham',
      name: 'Yissuh: ordinary Philippine texts',
      ...YISSUH,
      kind: 'ordinary',
      learnable: true,
      texts: yissuhOf('ham'),
    },
    {
      id: 'scottleechua-spam',
      name: 'scottleechua: unsolicited texts, Philippines 2022-2024',
      ...SCOTT,
      kind: 'scam',
      learnable: true,
      texts: scottOf('spam'),
    },
    {
      id: 'scottleechua-ads-gov',
      name: 'scottleechua: bank, telco and shop ads, government announcements',
      ...SCOTT,
      kind: 'ordinary',
      learnable: true,
      texts: scottOf('ads', 'gov'),
    },
  ]
}

/** What a set is reported on: all of an evaluation-only set, the held-out half of a learnable one. */
export const reportedTexts = (set: BenchSet) =>
  set.learnable ? set.texts.filter(isHeldOut) : set.texts

/** What the model and the rules may learn from: the other half. */
export const learnedTexts = (set: BenchSet) =>
  set.learnable ? set.texts.filter((text) => !isHeldOut(text)) : []

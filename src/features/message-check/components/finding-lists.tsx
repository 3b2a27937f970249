import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import type { Finding } from '../check-rules'
import { describe, shorten } from '../finding-text'
import { useCheckWords } from '../words-context'
import { capped, type LinkItem, type WordItem } from './result-groups'

/** A long list shows its first items; the rest open on request. */
function CappedList({
  items,
  shown,
  className,
}: {
  items: ReactNode[]
  shown: number
  className: string
}) {
  const words = useCheckWords()
  const [first, rest] = capped(items, shown)
  return (
    <>
      <ul className={className}>{first}</ul>
      {rest.length > 0 && (
        <details className="check-result__more">
          <summary>{words.showMore.replace('{count}', String(rest.length))}</summary>
          <ul className={className}>{rest}</ul>
        </details>
      )}
    </>
  )
}

const useTitle = () => {
  const words = useCheckWords()
  return (finding: Finding) => describe(words.findings[finding.code].title, finding)
}

/** What the words ask or promise, each with what to do, and each kind of scam explained once. */
export function WordFindings({ items }: { items: WordItem[] }) {
  const words = useCheckWords()
  const locale = useLocale()
  const title = useTitle()
  const rows = items.map(({ finding, explains }) => (
    <li key={finding.code}>
      <strong>{title(finding)}</strong> {describe(words.findings[finding.code].advice, finding)}
      {explains && (
        <>
          {' '}
          <Link to={localePath(locale, '/scams')} hash={explains}>
            {words.aboutKind}
          </Link>
        </>
      )}
    </li>
  ))
  return <CappedList items={rows} shown={5} className="check-result__findings" />
}

/** Each link once, as text: where it really goes, and what was found about it. */
export function LinkList({ items }: { items: LinkItem[] }) {
  const words = useCheckWords()
  const title = useTitle()
  const rows = items.map((link) => {
    // What to do is the same for every finding on one link: said once, by the heaviest.
    const [first] = link.findings
    return (
      <li key={link.text}>
        <code>{shorten(link.text)}</code> {words.goesTo} <strong>{shorten(link.host)}</strong>
        {first && (
          <>
            {': '}
            {link.findings.map(title).join(' ')}{' '}
            {describe(words.findings[first.code].advice, first)}
          </>
        )}
      </li>
    )
  })
  return <CappedList items={rows} shown={5} className="check-result__links" />
}

/** Signs too weak for a warning, in plain words, without advice. */
export function WeakSigns({ findings }: { findings: Finding[] }) {
  const title = useTitle()
  const rows = findings.map((finding) => (
    <li key={`${finding.code} ${finding.host ?? ''}`}>{title(finding)}</li>
  ))
  return <CappedList items={rows} shown={5} className="check-result__weak" />
}

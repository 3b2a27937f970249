import { Link } from '@tanstack/react-router'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import type { PolicyDocument } from '../policy-document'
import { usePolicyWords } from '../words-context'

/** A policy document: title, effective date, contents, numbered sections and the way home. */
export function PolicyLayout({
  document: { title, intro, sections },
}: {
  document: PolicyDocument
}) {
  const locale = useLocale()
  const words = usePolicyWords()
  return (
    <article className="policy container" aria-labelledby="policy-title">
      <Link to={localePath(locale, '/')} className="back-link">
        <span aria-hidden="true">←</span> {words.backToHome}
      </Link>
      <h1 id="policy-title">{title}</h1>
      <p className="policy__effective">{words.effective}</p>
      <div className="policy__intro">{intro}</div>
      <nav aria-labelledby="policy-contents" className="policy__toc">
        <h2 id="policy-contents">{words.contents}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  )
}

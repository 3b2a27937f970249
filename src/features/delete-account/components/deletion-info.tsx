import { Link } from '@tanstack/react-router'
import { ContactEmailLink } from '@/components/email-address'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import { useDeleteWords } from '../words-context'

/** What deletion removes and keeps, as the store's account-deletion policy asks us to state. */
export function DeletionInfo() {
  const words = useDeleteWords()
  const locale = useLocale()
  return (
    <section className="info-panel" aria-labelledby="deletion-info-title">
      <h2 id="deletion-info-title">{words.infoTitle}</h2>
      <ul>
        {words.infoItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 id="deletion-by-email">{words.cannotSignIn}</h3>
      <p>{words.forgotPassword}</p>
      <ol aria-labelledby="deletion-by-email">
        <li>
          {words.writeTo(<ContactEmailLink subject={words.mailSubject} />, words.mailSubject)}
        </li>
        <li>{words.replyWithin}</li>
        <li>{words.deleteAndTell}</li>
      </ol>
      <p>
        {words.details((text) => (
          <Link to={localePath(locale, '/privacy')}>{text}</Link>
        ))}
      </p>
    </section>
  )
}

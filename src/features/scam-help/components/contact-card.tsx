import type { Contact } from '@/config/scam-help-types'
import { hoursText, phoneNote, shortUrl } from '../fact-text'
import { useScamHelpWords } from '../words-context'
import { SourceLine } from './source-line'

/** One contact: what it is for, each number as a tap-to-call link showing the number itself. */
export function ContactCard({ contact }: { contact: Contact }) {
  const words = useScamHelpWords()
  const help = words.help
  return (
    <li className="card contact">
      <h4>{contact.name}</h4>
      <p>{words.contacts[contact.id].purpose}</p>
      {contact.phones.length > 0 && (
        <ul className="contact__phones">
          {contact.phones.map((phone) => {
            const note = phoneNote(phone, help)
            return (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`}>{phone.display}</a>
                {note && ` (${note})`}
              </li>
            )
          })}
        </ul>
      )}
      {contact.hours && <p>{hoursText(contact.hours, help)}</p>}
      {contact.email && (
        <p>
          {help.email}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      )}
      {contact.web && (
        <p>
          {help.web}: <a href={contact.web}>{shortUrl(contact.web)}</a>
        </p>
      )}
      <SourceLine source={contact.source} />
    </li>
  )
}

import type { Contact } from '@/config/scam-help-types'
import { hoursText, phoneNote, spellDate } from '../fact-text'
import { useScamHelpWords } from '../words-context'
import { SourceLine } from './source-line'

const mailto = ({ address, subject }: NonNullable<Contact['email']>) =>
  `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`

interface ContactCardProps {
  contact: Contact
  /** 3 under a step's heading, 4 under a group's. */
  level: 3 | 4
  /** Whether each source shows its own check date (its section states none for all). */
  showChecked: boolean
}

/** One contact: what it is for, each number as a tap-to-call link showing the number itself. */
export function ContactCard({ contact, level, showChecked }: ContactCardProps) {
  const words = useScamHelpWords()
  const help = words.help
  const { purpose, place } = words.contacts[contact.id]
  const Heading = `h${level}` as const
  // The page to act on, when it is also a source, is named once as both.
  const merged = contact.sources.find(
    (source) => source.kind === 'official' && source.url === contact.web,
  )
  const otherSources = contact.sources.filter(
    (source) => source.kind !== 'official' || source.url !== contact.web,
  )
  return (
    <li className="card contact">
      <Heading>{contact.name}</Heading>
      <p>{purpose}</p>
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
          {help.email}: <a href={mailto(contact.email)}>{contact.email.address}</a>
          {contact.email.subject && ` (${help.emailSubject(contact.email.subject)})`}
        </p>
      )}
      {contact.web && place && (
        <p className={merged ? 'fact-source fact-source--web' : undefined}>
          {merged ? help.webAndSource : help.web}: <a href={contact.web}>{place}</a>
          {merged && showChecked && `, ${help.checked} ${spellDate(merged.checked, help)}`}
        </p>
      )}
      {otherSources.map((source) => (
        <SourceLine
          key={source.kind === 'official' ? source.url : source.reports[0]?.outlet}
          source={source}
          showChecked={showChecked}
        />
      ))}
    </li>
  )
}

import { Fragment } from 'react'
import { contacts } from '@/config/scam-help-contacts'
import type { ContactRole } from '@/config/scam-help-types'
import { useScamHelpWords } from '../words-context'
import { ContactCard } from './contact-card'

/** Every contact of the facts module, grouped by what it is for, the bank or e-wallet first. */
export function HelpContacts() {
  const help = useScamHelpWords().help
  const roles = Object.keys(help.roles) as ContactRole[]
  return (
    <section aria-labelledby="help-contacts" className="help-contacts">
      <h2 id="help-contacts">{help.contactsHeading}</h2>
      <p>{help.contactsIntro}</p>
      {roles.map((role) => {
        const group = contacts.filter((contact) => contact.role === role)
        if (group.length === 0) return null
        return (
          <Fragment key={role}>
            <h3>{help.roles[role]}</h3>
            <ul className="contact-list">
              {group.map((contact) => (
                <ContactCard key={contact.id} contact={contact} />
              ))}
            </ul>
          </Fragment>
        )
      })}
    </section>
  )
}

import { Fragment } from 'react'
import { contacts } from '@/config/scam-help-contacts'
import type { ContactRole } from '@/config/scam-help-types'
import { contactSources, sharedCheckDate } from '../fact-text'
import { useScamHelpWords } from '../words-context'
import { CheckedLine } from './checked-line'
import { ContactList } from './contact-list'

/** Shown apart: the hotline in its own box, the e-wallet and banks under step 2. */
const apart: ContactRole[] = ['national-hotline', 'bank-ewallet-help']
const rest = contacts.filter((contact) => !apart.includes(contact.role))

/** Where else to report, grouped by what each place is for. */
export function HelpContacts() {
  const help = useScamHelpWords().help
  const roles = (Object.keys(help.roles) as ContactRole[]).filter((role) => !apart.includes(role))
  const sources = contactSources(rest)
  const showChecked = !sharedCheckDate(sources)
  return (
    <section aria-labelledby="help-contacts" className="help-contacts">
      <h2 id="help-contacts">{help.contactsHeading}</h2>
      <p>{help.contactsIntro}</p>
      {roles.map((role) => {
        const group = rest.filter((contact) => contact.role === role)
        if (group.length === 0) return null
        return (
          <Fragment key={role}>
            <h3>{help.roles[role]}</h3>
            <ContactList group={group} level={4} showChecked={showChecked} />
          </Fragment>
        )
      })}
      <CheckedLine sources={sources} />
    </section>
  )
}

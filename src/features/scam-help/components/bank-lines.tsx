import { contacts } from '@/config/scam-help-contacts'
import { contactSources, sharedCheckDate } from '../fact-text'
import { useScamHelpWords } from '../words-context'
import { CheckedLine } from './checked-line'
import { ContactList } from './contact-list'

const banks = contacts.filter((contact) => contact.role === 'bank-ewallet-help')

/** The e-wallet and bank lines, right under the step that says to call them. */
export function BankLines() {
  const help = useScamHelpWords().help
  const sources = contactSources(banks)
  return (
    <section aria-label={help.roles['bank-ewallet-help']} className="help-lines">
      <p>{help.bankLinesIntro}</p>
      <ContactList group={banks} level={3} showChecked={!sharedCheckDate(sources)} />
      <CheckedLine sources={sources} />
    </section>
  )
}

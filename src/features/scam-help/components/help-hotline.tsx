import { contacts } from '@/config/scam-help-contacts'
import { contactSources, sharedCheckDate } from '../fact-text'
import { useScamHelpWords } from '../words-context'
import { CheckedLine } from './checked-line'
import { ContactList } from './contact-list'

const hotlines = contacts.filter((contact) => contact.role === 'national-hotline')

/** The one number every victim is told to call, after their bank or e-wallet. */
export function HelpHotline() {
  const help = useScamHelpWords().help
  const sources = contactSources(hotlines)
  return (
    <section aria-labelledby="help-hotline" className="help-box help-hotline">
      <h2 id="help-hotline">{help.hotlineHeading}</h2>
      <ContactList group={hotlines} level={3} showChecked={!sharedCheckDate(sources)} />
      <CheckedLine sources={sources} />
    </section>
  )
}

import type { Contact } from '@/config/scam-help-types'
import { ContactCard } from './contact-card'

interface ContactListProps {
  group: Contact[]
  level: 3 | 4
  showChecked: boolean
}

export function ContactList({ group, level, showChecked }: ContactListProps) {
  return (
    <ul className="contact-list">
      {group.map((contact) => (
        <ContactCard key={contact.id} contact={contact} level={level} showChecked={showChecked} />
      ))}
    </ul>
  )
}

import type { ReactNode } from 'react'

/** A form's message slot: always in the page so screen readers announce what appears in it. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className={children ? 'form-alert' : undefined}>
      {children}
    </div>
  )
}

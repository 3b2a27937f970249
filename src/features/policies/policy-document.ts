import type { ReactNode } from 'react'

/** A numbered part of a policy; its id is the same in every language, for links to it. */
export type PolicySection = { id: string; title: string; body: ReactNode }

/** One policy in one language: the page's content, given by its route. */
export type PolicyDocument = {
  title: string
  intro: ReactNode
  sections: readonly PolicySection[]
}

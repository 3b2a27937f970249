import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deleteFormProblem, displayName } from '@/features/delete-account/delete-rules'

// Spec section 5, in order: both fields first, then the checkbox.
describe('deleteFormProblem', () => {
  it.each<[string, string, string, boolean, ReturnType<typeof deleteFormProblem>]>([
    ['all filled and ticked', 'a@b.ph', 'secret', true, null],
    ['no email', '', 'secret', true, 'missing-fields'],
    ['an email of spaces', '   ', 'secret', true, 'missing-fields'],
    ['no password', 'a@b.ph', '', true, 'missing-fields'],
    ['nothing, unticked', '', '', false, 'missing-fields'],
    ['unticked', 'a@b.ph', 'secret', false, 'unconfirmed'],
    ['a password of spaces, ticked', 'a@b.ph', '   ', true, null],
  ])('%s', (_name, email, password, confirmed, problem) => {
    expect(deleteFormProblem({ email, password, confirmed })).toBe(problem)
  })

  it('asks about the checkbox only once both fields are filled', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (email, password, confirmed) => {
        const problem = deleteFormProblem({ email, password, confirmed })
        const filled = email.trim() !== '' && password !== ''
        expect(problem).toBe(!filled ? 'missing-fields' : confirmed ? null : 'unconfirmed')
      }),
      { numRuns: 1_000 },
    )
  })
})

describe('displayName', () => {
  it.each<[string, Parameters<typeof displayName>[0], string | undefined]>([
    ['a name', { name: 'Juan Dela Cruz' }, 'Juan Dela Cruz'],
    ['first and last names', { first_name: 'Juan', last_name: 'Dela Cruz' }, 'Juan Dela Cruz'],
    ['a blank name, first name only', { name: '  ', first_name: 'Juan' }, 'Juan'],
    ['no name at all', { email: 'a@b.ph' }, undefined],
    ['no user', null, undefined],
  ])('%s', (_name, user, shown) => {
    expect(displayName(user)).toBe(shown)
  })
})

import { useHydrated } from '@tanstack/react-router'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { checkMessage } from '../check-rules'
import { useCheckWords } from '../words-context'
import { CheckResult } from './check-result'
import { HowWell } from './how-well'
import { ScreenshotIntake } from './screenshot-intake'
import { useClearOnLeave } from '../hooks/use-clear-on-leave'

/**
 * The message check: the text is read in this page only. The field has no name, so a form sent
 * before the script runs carries nothing; the button waits for the script.
 */
export function CheckPage({ shared }: { shared: string }) {
  const words = useCheckWords()
  const hydrated = useHydrated()
  const field = useRef<HTMLTextAreaElement>(null)
  // Text that came with the address fills the field but waits for the visitor's tap: anyone can
  // write such an address. A screenshot's text is checked at once.
  const [draft, setDraft] = useState<string | null>(null)
  const [checked, setChecked] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const text = draft ?? shared
  const target = checked ?? ''
  const verdict = useMemo(() => (target.trim() ? checkMessage(target) : null), [target])
  const checkAtOnce = (read: string) => {
    setProblem(null)
    setDraft(read)
    setChecked(read)
  }
  // On a slow phone the prerendered field takes typing before the script runs: keep it.
  const firstShared = useRef(shared)
  useLayoutEffect(() => {
    const early = field.current?.value
    if (early && early !== firstShared.current) setDraft(early)
  }, [])
  useClearOnLeave(() => {
    setDraft('')
    setChecked(null)
    setProblem(null)
  })

  function check() {
    const empty = !text.trim()
    setProblem(empty ? words.empty : null)
    setChecked(empty ? '' : text)
    if (empty) field.current?.focus()
  }

  function checkAnother() {
    setDraft('')
    setChecked('')
    setProblem(null)
    field.current?.focus()
  }

  return (
    <div className="container narrow check-page">
      <h1>{words.heading}</h1>
      <p className="lead">{words.intro}</p>
      <form
        className="card form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          check()
        }}
      >
        <div className="field">
          <label htmlFor="check-message">{words.label}</label>
          <textarea
            id="check-message"
            ref={field}
            rows={6}
            value={text}
            onChange={(event) => {
              // The old verdict was about other words.
              setDraft(event.target.value)
              setChecked('')
              setProblem(null)
            }}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'check-message-error' : undefined}
          />
        </div>
        {shared && draft === null ? <p className="field__hint">{words.fromAddress}</p> : null}
        <ScreenshotIntake onText={checkAtOnce} />
        <p id="check-message-error" role="alert" className={problem ? 'form-alert' : undefined}>
          {problem}
        </p>
        <button type="submit" className="button button--primary" disabled={!hydrated}>
          {words.check}
        </button>
      </form>
      <p className="visually-hidden" role="status">
        {verdict ? words.levels[verdict.level] : ''}
      </p>
      {verdict && <CheckResult message={target} verdict={verdict} onCheckAnother={checkAnother} />}
      <HowWell />
    </div>
  )
}

import type { InputHTMLAttributes, ReactNode } from 'react'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: ReactNode
  /** A line under the input that the input is described by. */
  hint?: ReactNode
}

/** A labelled input (a checkbox puts its label after the box), with an optional hint. */
export function Field({ id, label, hint, type, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const box = type === 'checkbox'
  const control = <input id={id} type={type} aria-describedby={hintId} {...input} />
  return (
    <div className={box ? 'field field--checkbox' : 'field'}>
      {!box && <label htmlFor={id}>{label}</label>}
      {control}
      {box && <label htmlFor={id}>{label}</label>}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}

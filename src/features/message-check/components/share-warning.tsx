import { useState } from 'react'
import { site } from '@/config/site'
import type { Finding, Verdict } from '../check-rules'
import { useCheckWords } from '../words-context'
import { describe } from '../finding-text'

type ShareProps = { verdict: Verdict; findings: Finding[] }

/** A host written so that chat apps do not make it a link: `gcash-verify[.]top`. */
export const defang = (host: string) => host.replaceAll('.', '[.]')

/** Sends the verdict and what was found, never the message itself: by the share sheet, or copied. */
export function ShareWarning({ verdict, findings }: ShareProps) {
  const words = useCheckWords()
  const [status, setStatus] = useState('')
  const text = [
    `${words.shareTitle}: ${words.levels[verdict.level]}`,
    ...findings.map((finding) => {
      const host = finding.host === undefined ? undefined : defang(finding.host)
      return `- ${describe(words.findings[finding.code].title, { ...finding, host })}`
    }),
    `${words.checkedWith} ${site.siteUrl}`,
  ].join('\n')

  async function share() {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: words.shareTitle, text })
        return setStatus(words.shared)
      }
      await navigator.clipboard.writeText(text)
      setStatus(words.copied)
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError') setStatus(words.shareFailed)
    }
  }

  return (
    <div className="check-result__share">
      <button type="button" className="button button--secondary" onClick={() => void share()}>
        {words.share}
      </button>
      <p role="status">{status}</p>
    </div>
  )
}

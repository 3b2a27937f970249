import { checkMessage } from '@/features/message-check/check-rules'

/** The level the check gives a message. */
export const levelOf = (text: string) => checkMessage(text).level

/** The codes of the check's findings on a message, in order. */
export const codes = (text: string) => checkMessage(text).findings.map((finding) => finding.code)

import { checkMessage, type SecondOpinion } from '@/features/message-check/check-rules'

/** The rules alone: the learned model's opinion is tested on its own. */
const rulesOnly: SecondOpinion = {
  score: () => 0,
  weakAt: Infinity,
  warnAt: Infinity,
  strongAt: Infinity,
}

/** The verdict of the rules alone. */
export const checkByRules = (text: string) => checkMessage(text, rulesOnly)

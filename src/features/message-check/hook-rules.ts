import { CODE, GIVE, MISTAKE, type TextRule } from './ask-rules'
import { anyOf, near, pattern } from './phrase-match'

/**
 * How scheme messages hook the reader: a code "sent by mistake", a card to reconfirm, a page or a
 * video held over them (sextortion), a deadline tonight, a stranger with your number, a bonus.
 */
export const HOOK_RULES: TextRule[] = [
  {
    code: 'asks-for-code',
    weight: 5,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(
      `${CODE}[^]{0,100}${MISTAKE}[^]{0,100}${GIVE}`,
      near(GIVE, `(?:and|at|ug) ${CODE}`, 60),
      // a buyer's "verify with a code from Google": the code sets up a Google Voice number
      anyOf('code from google|google voice code'),
    ),
  },
  {
    code: 'asks-for-card',
    weight: 5,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(
      near(anyOf('reconfirm|confirm|reenter|enter|input|ilagay'), '\\byour card\\b', 8),
    ),
  },
  {
    code: 'threat',
    weight: 4,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(
      anyOf(
        'copyright complaint|copyright infringement|copyright violation',
        'counter notice|community standards|intellectual property violation',
      ),
    ),
  },
  {
    // A video held over the reader; "if you don't pay, I'll post it" is the threat, not a negation.
    code: 'threat',
    weight: 4,
    kind: 'phishing',
    phrases: pattern(
      `${anyOf('video|videos|photos|pics|pictures|recorded|litrato|scandal|convo')}[^]{0,160}${anyOf(
        'upload|tag your|your family|your friends|ipost|ikakalat|ipapakalat|leaked',
        'your contacts|asawa mo|pamilya mo',
      )}`,
    ),
  },
  {
    code: 'threat',
    weight: 4,
    kind: 'phishing',
    negatable: true,
    context: pattern(anyOf('your page|your account|imong page|imong account|page mo')),
    phrases: pattern(
      near(
        anyOf('delete|deleted|madelete|ma delete|disabled|removed|isasara'),
        anyOf('reklamo|complaint|complaints|violation|violations|reported'),
        60,
      ),
    ),
  },
  {
    code: 'threat',
    weight: 2,
    kind: 'phishing',
    negatable: true,
    phrases: pattern(
      anyOf(
        'is infected|infected with|virus detected|viruses detected',
        'will be removed|will be taken down|madedelete|ma delete',
      ),
    ),
  },
  {
    code: 'pressure',
    weight: 1,
    phrases: pattern(
      anyOf('ngayong gabi|karong gabii|sulod sa 24 oras|within 24h|in 24h'),
      '\\b(?:within|in|sa loob ng|sulod sa) ?[0-9]{1,2} ?h\\b',
    ),
  },
  {
    code: 'stranger-opener',
    weight: 2,
    kind: 'love',
    phrases: pattern(
      anyOf(
        'i got your number from|nakuha ko number mo|nakit an nako imong number',
        'ikaw ba ni si|po ba to?|is this the number of',
      ),
    ),
  },
  {
    code: 'gambling-lure',
    weight: 2,
    kind: 'prize',
    phrases: pattern(
      '\\b[0-9]{2,3} ?% (?:first |deposit |welcome )?bonus\\b',
      anyOf('dumoble ang deposit|doble deposit|sure win|sure panalo'),
    ),
  },
]

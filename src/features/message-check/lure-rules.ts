import type { TextRule } from './ask-rules'
import { anyOf, either, near, pattern } from './phrase-match'

const AMOUNT = '₱[0-9][0-9,.k]{0,9}'
// A slot machine, not a place in a queue ("sign up for a time slot", "secure your slot", "may slot pa")
// or a parking slot; "s1ot" and "SIot" read "siot".
const SLOT =
  '(?<!\\b(?:time|a|the|your|limited|reserve|book|secure|may|ng|ang|parking) )' +
  '\\bs[il]ots?\\b(?! (?:available|left|only|pa)\\b)'
/** Words of online casinos alone; GAME adds the ones a barangay bingo or a bet among friends uses. */
const CASINO = either(anyOf('casino|jackpot|baccarat|sabong|jili|roulette'), SLOT)
const GAME = either(
  CASINO,
  anyOf('bingo|baraha|tumaya|taya|wager|wagering|betting|play now|manalo'),
)
const FREE_MONEY = either(
  anyOf(
    'free|libreng|libre|bonus|giveaway|gift|gifts|rebate|reward',
    'deposit|register|sign up|magregister|magparehistro|cash in|magcashin',
  ),
)

/** Lures of the kinds the public sets show: casinos, free money, held parcels and fines, strangers. */
export const LURE_RULES: TextRule[] = [
  {
    code: 'gambling-lure',
    weight: 2,
    kind: 'prize',
    phrases: pattern(
      near(GAME, FREE_MONEY, 80),
      near(FREE_MONEY, GAME, 80),
      anyOf(
        'deposit bonus|first deposit|welcome bonus|free spin|free spins',
        'new members|new member|newbie|new user giveaway|sign up bonus',
        'signup bonus|red envelope',
      ),
      near(anyOf('libreng|libre|bonus of|bonus is|fr ee|fr.ee'), AMOUNT, 16),
      near(
        AMOUNT,
        either(`for ${SLOT}`, anyOf('bonus|giveaway|waiting for you|is yours|free credits')),
        16,
      ),
      near(anyOf('you will have|your number|your sim|your mobile number'), AMOUNT, 30),
      near(anyOf('i won|nanalo ako|nanalo lang ako|i just won'), AMOUNT, 30),
      near(
        anyOf('deposit|magdeposito|mag deposit|recharge'),
        `${AMOUNT}[^.!?\\n]{0,60}${AMOUNT}`,
        40,
      ),
      near(anyOf('offers you|nag aalok|ibigay|ipamimigay'), AMOUNT, 30),
      // "Jackpot is waiting for you! Sign up now!": the call to join in the next sentence.
      `${CASINO}[^\\n]{0,80}${FREE_MONEY}`,
      `${FREE_MONEY}[^\\n]{0,80}${CASINO}`,
    ),
  },
  {
    code: 'held-parcel-or-fine',
    weight: 2,
    kind: 'delivery-fee',
    phrases: pattern(
      anyOf(
        'could not be delivered|cannot be delivered|unable to deliver',
        'delivery failed|failed delivery|redelivery|returned to the post office',
        'incomplete address|address is incomplete|update your address',
        'held at customs|held by customs|customs duty|customs clearance',
        'unpaid toll|toll balance|toll bill|toll charges|outstanding toll',
        'traffic violation|traffic penalties|traffic fine|unpaid fine',
        'unpaid penalties|license revocation|hindi naideliver|hindi maihatid',
      ),
      near(anyOf('package|parcel|shipment|mail'), anyOf('held|on hold|suspended'), 40),
    ),
  },
  {
    code: 'stranger-opener',
    weight: 2,
    kind: 'love',
    phrases: pattern(
      anyOf(
        'long time no see|long time no talk|naaalala mo pa ba ako',
        'sorry wrong number|i got the wrong number|added you by mistake',
        'texted the wrong|messaged the wrong|wrong person|mali pala ang number',
        'my mentor|our mentor|the mentor|mentor ko|investment mentor',
        'trading mentor|i am the assistant|recruiter from|imong mentor',
        'wrong number|mali yung number|mali ang number|can we be friends',
        'new number|bagong number',
      ),
      '\\bbago (?:ko|kong|nako|nakong|akong) (?:number|sim)\\b',
      anyOf('nawala cp|nwala cp|nawala ang phone|nasira ang phone'),
      // "Hi mom, new phone", "Hola mamá, este es mi nuevo número"
      near(
        anyOf('mom|mum|mama|dad|papa|grandma|grandpa|your son|your daughter'),
        anyOf(
          'new phone|changed my number|save this number|my number now',
          'nuevo numero|numero nuevo|perdi mi telefono',
        ),
        40,
      ),
      // "my old phone broke", not "trade in your old phone"
      '(?<!\\byour )\\bold phone\\b',
      anyOf(
        'naguba akong cp|nwala akong cp|nawala akong cp|dugay na kaayo',
        'nakahinumdom pa ka|are we still on|still on for|looking for a friend',
        'where are you from|want some company|convenient to chat|new in town',
      ),
      '\\bis this (?:mr|ms|mrs|miss)\\b',
      // "is this (still) Jessica's number?", asked of a stranger
      "\\bis this (?:still )?[a-z]+(?:'s|s) (?:number|phone|cell)\\b",
      near(
        anyOf('email me|chat me|contact me|respond to this email|write to me'),
        anyOf('gmail|yahoo|outlook|hotmail|email|whatsapp|telegram'),
        40,
      ),
    ),
  },
]

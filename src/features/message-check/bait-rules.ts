import type { TextRule } from './ask-rules'
import { anyOf, either, near, pattern } from './phrase-match'

const PER_DAY = anyOf(
  'daily|a day|per day|kada araw|araw araw|every day|weekly|/day|/task|per task|/araw',
  'kada adlaw|matag adlaw|adlaw adlaw',
  // paid by the task: "₱80 per rating", "₱20 per share", "₱300 bawat survey"
  'per rating|kada rating|per share|per like|per follow|per review|per survey|bawat survey',
)
const AMOUNT = '(?:₱[0-9][0-9,.]{0,9}|\\b[0-9]{1,3}k)'
const ROMANCE = either(
  anyOf(
    'my love|mahal ko|my dear|darling|sweetheart|honey|babe|gwapa',
    'gwapo|pangga|palangga|beautiful',
  ),
  // "mahal" as a name for the reader, not as a price ("mahal na daw ang ticket", "ang mahal")
  '(?<!\\b(?:ang|mas|sobrang|medyo|napaka|masyadong) )\\bmahal\\b(?! (?:na|daw|ang|pa|kasi|talaga|ng)\\b)',
)
const ROMANCE_STORY = anyOf(
  'airport|customs|gift box|package for you|oil rig|peacekeeper|deployed',
  'hospital bill|plane ticket|ticket|visa|inheritance|dollars|us army|soldier',
  'sundalo|leave papers|peacekeeping|western union|moneygram',
)

/** How a message pushes, frightens or baits the reader. */
export const BAIT_RULES: TextRule[] = [
  {
    code: 'pressure',
    weight: 1,
    phrases: pattern(
      anyOf(
        'urgent|urgently|immediately|asap|act now|final notice|hurry',
        'final warning|last warning|last chance|expires today|will expire',
        'today only|ngayon din|ngayong araw|agad|bilisan|limited slots',
        'first come first served|limited time|maeexpire|magexpire|within the day',
        'karon dayon|dali na|dalia|karon lang|mapas o|ma expire',
      ),
      `\\b(?:within|in|sa loob ng) ?[0-9]{1,2} ?(?:hours|hour|oras|minutes|mins)\\b`,
    ),
  },
  {
    code: 'threat',
    weight: 4,
    kind: 'impersonation-call',
    phrases: pattern(
      anyOf(
        'arrest|arrested|warrant|kakasuhan|kasuhan|makakasuhan|sasampahan',
        'ipapakulong|makukulong|money laundering|subpoena|hold departure',
        'legal action|estafa|cybercrime case|aarestuhin|makulong',
      ),
      `${anyOf('photos|pics|pictures|litrato|video|videos')}[^]{0,160}${anyOf(
        'post|ipapadala ko|send to|kumalat|ipakaylap|ikalat|iupload|friends|send them',
        'share them|leak them|your contacts|everyone you know',
      )}`,
    ),
  },
  {
    // "Using someone else's SIM is illegal" states a law; "illegal activity on your account" threatens.
    code: 'threat',
    weight: 4,
    kind: 'impersonation-call',
    notAfter: /\b(?:is|are|be|was|were|considered|as|ay) $/,
    phrases: pattern(anyOf('illegal')),
  },
  {
    code: 'threat',
    weight: 2,
    kind: 'phishing',
    negatable: true,
    notInQuestion: true,
    // "Classes and work in government offices are suspended", "number coding is suspended": a day
    // off for all; "unregistered SIMs will be deactivated": a law's deadline, not a threat to one.
    notAfter:
      /\b(?:classes|class|klase|pasok|flights|biyahe|government offices|work in|unregistered sims?|coding|sea travel|voyages|campus|center|centre)\b[^.!?\n]*$/,
    phrases: pattern(
      `${anyOf('suspended|suspension')}(?! (?:(?:of|ng|sa|daw|ang|ulit|the) ){1,2}(?:classes|class|klase|pasok|work|trabaho))`,
      anyOf('deactivated|deactivate|deactivation|blocked'),
      // "ma-block ang account", not "ma-block yung date" of a booking
      '\\bmablock\\b(?! (?:yung |ang )?(?:date|petsa|sched))',
      anyOf(
        'maba-block|mabloblock|locked|frozen|will be deleted',
        'permanently closed|isasara|blacklisted|terminated|mapuputol|puputulin',
        'disconnected|madidisconnect|madeactivate|restricted|on hold',
        'hold on your card|hold on your account|hold on your debit',
        'hold on your credit',
        'unusual activity|suspicious activity|suspicious login|unauthorized',
        'putlan|putulan|puputulan|mapuputulan|madelete|mawala ang imong',
        'has been locked|temporarily locked|account locked|has been limited',
        'unusual sign in|will be closed|will be suspended|needs to be verified',
        'will be shut off|be shut off today|shut off at|disabled|compromised',
        // a lender's shaming: "ipopost namin mukha mo sa lahat ng contacts mo"
        'lahat ng contacts mo|tanan imong contacts|all your contacts|sa mga contacts ni',
        'ipapahiya namin|ipakaulaw namo|tanan nimong contacts',
      ),
    ),
  },
  {
    // "Verify to avoid deactivation", "para hindi ma-suspend": the threat made a condition, which
    // the negation of the rule above would read as a safety notice.
    code: 'threat',
    weight: 2,
    kind: 'phishing',
    phrases: pattern(
      `${anyOf('to avoid|para hindi|para di|upang hindi|para dili|to prevent')}(?: (?:your|the|any|being|ma|account|sim|number|line|service)){0,3} ?${anyOf(
        'suspension|suspended|suspend|masuspend|deactivation|deactivated|madeactivate',
        'mablock|blocked|blocking|termination|terminated|locked|restriction',
        'restricted|mapuputol|maputol|closure',
      )}`,
    ),
  },
  {
    code: 'guaranteed-returns',
    weight: 5,
    kind: 'investment',
    phrases: pattern(
      anyOf(
        'guaranteed profit|guaranteed return|guaranteed returns|guaranteed income',
        'double your money|walang talo|siguradong kita|sure profit|sure kita',
        'no risk|risk free|walang risk|return guaranteed',
      ),
      // not "1/20 of 1% penalty per day of delay", "100% of your daily 1GB" or "50% daily data used"
      near(
        '[0-9]{1,3} ?%(?! (?:penalty|interest|of|ng|daily data)\\b)',
        either(PER_DAY, anyOf('tubo|returns|profit')),
        12,
      ),
      near(
        `${AMOUNT}k?`,
        `${anyOf('magiging|becomes|babalik|balik|mahimong|mahimo')}[^.!?\\n]{0,30}₱`,
        40,
      ),
    ),
  },
  {
    code: 'guaranteed-returns',
    weight: 3,
    kind: 'investment',
    phrases: pattern(
      // not an insurance plan's "guaranteed cash benefits" or "guaranteed coverage"
      '\\bguaranteed\\b(?! (?:cash )?(?:benefits?|coverage)\\b)',
      anyOf(
        'garantisado|doble ang|dodoble|x2|x3|tutubo',
        'tumubo|daily profits|trading bot|ai trading|daily profit|daily income',
        'passive income|roi|return of investment',
      ),
    ),
  },
  {
    code: 'pay-for-likes',
    weight: 3,
    kind: 'task-job',
    phrases: pattern(
      anyOf(
        'like and follow|like and subscribe|follow and like|per task|kada task',
        'bawat task|each task|every task|simple task|simple tasks|easy task',
        'online task|per like|per follow|per review|tiktok likes|youtube likes',
        'rate hotels|hotel rating|maglike|like lang|like youtube|like tiktok',
      ),
    ),
  },
  {
    code: 'job-bait',
    weight: 2,
    kind: 'task-job',
    phrases: pattern(
      anyOf(
        'part time job|parttime job|daily salary|walang puhunan',
        'walay puhunan|no puhunan|zero puhunan|no capital needed|no capital',
        'no experience|home based|kumita ng ₱',
      ),
      // a wage, not "earn ₱100 cashback"
      '\\bearn ₱(?![0-9,.]+ (?:cashback|rebate|points|off|discount)\\b)',
      // an offer, not someone saying where they will work tomorrow
      `(?<!\\b(?:i|i'll|ill|i'm|im|we|we'll|he|she|they|gonna) )${anyOf('work from home|wfh')}`,
      anyOf('kikita ka ng|daily commission|earn money'),
      '\\b(?:kumikita|kumita) ng (?:₱|[0-9])',
      anyOf('trabaho sa balay|kita ka ug|makakita ka ug|part time car reviewer'),
      near(anyOf('task|tasks'), anyOf('commission|salary|sahod'), 60),
      // "₱500 daily", not "₱52.11 in daily interest", "₱50,000 daily limit" or "fine of ₱5 per day"
      `(?<!\\b(?:fine|penalty) (?:is |of )?)${near(AMOUNT, PER_DAY, 8)}(?! (?:interest|limit|transfer|transaction)\\b)`,
    ),
  },
  {
    code: 'unentered-prize',
    weight: 3,
    kind: 'prize',
    phrases: pattern(
      anyOf(
        "you won|you have won|you've won|youve won|lucky winner|lucky draw",
        'you are the winner|you are a winner|napili ka|nanalo ka|nanalo po kayo',
        'ikaw ay nanalo|napanalunan|claim your prize|claim your reward|nanalo ang',
        'iclaim ang premyo|iclaim ang prize|selected as winner|grand winner',
        'nakadaog ka|nidaog ka|ikaw ang nakadaog|nakadaog og|nidaog og|daog ka',
        'randomly selected|you have been selected|you are selected|has been selected',
      ),
      '\\b(?:sim ?#?|(?:mobile |sim |cellphone )?number) (?:had won|has won|won|ay nanalo|nanalo)\\b',
      anyOf('you are eligible for|been chosen to receive|a gift for you', 'little gift for you'),
      near(anyOf('congratulations|congrats|binabati'), anyOf('raffle|prize|premyo'), 80),
    ),
  },
  {
    code: 'easy-loan',
    weight: 1,
    kind: 'loan-fee',
    phrases: pattern(
      anyOf(
        'pre approved|preapproved|loan approved|approved loan|naaprubahan',
        'no collateral|walang collateral|instant cash|instant loan|quick loan',
        'no credit check|loan offer|cash loan|approved na ang loan|loan of ₱',
        'walang ci|walay ci|no ci|valid id lang|loan shark free',
      ),
    ),
  },
  {
    code: 'aid-claim',
    weight: 2,
    kind: 'fake-ayuda',
    negatable: true,
    context: pattern(anyOf('ayuda|assistance|akap|tupad|4ps|pantawid|subsidy')),
    phrases: pattern(
      // "Magdala ng valid ID at claim stub": the stub is a barangay's own paper.
      `${anyOf('claim')}(?! (?:stub|stubs|slip|slips))`,
      anyOf(
        'iclaim|register|magregister|magparehistro|registration',
        'kwalipikado|qualified|eligible|makakatanggap|tatanggap|beneficiary',
      ),
    ),
  },
  {
    code: 'romance-story',
    weight: 4,
    kind: 'love',
    context: pattern(ROMANCE),
    phrases: pattern(ROMANCE_STORY),
  },
  {
    code: 'recovery-offer',
    weight: 3,
    kind: 'recovery',
    negatable: true,
    phrases: pattern(
      anyOf(
        'recover your money|recover your funds|recover lost|fund recovery',
        'get your money back|ibalik ang nawalang pera|mabawi|mababawi|bawiin',
        'narecover|chargeback|we can trace|recovery agent|recovery team',
      ),
    ),
  },
]

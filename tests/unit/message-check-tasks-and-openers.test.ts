import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { codes, levelOf } from './verdict-of'

describe('Philippine job and wrong-send asks', () => {
  it.each([
    [
      'Hi! This is Mark from Manpower Recruitment. Nais naming mag-alok ng part-time na trabaho na may sahod na ₱3,000/araw. Gusto mo ba malaman pa?',
      'job-bait',
    ],
    [
      'Maayong adlaw! Nangita mi og part time workers. Simple ra ang trabaho. Sweldo dayon sa GCash.',
      'job-bait',
    ],
    [
      'Ate pasensya na po, nagkamali ako ng type. Napasahan ko kayo ng 100 load. Pwede pakisend po pabalik?',
      'asks-return-money',
    ],
    ['Hey! Si Jasmine to, yung sa dating app. Kumusta ka na?', 'stranger-opener'],
    [
      'Hello po, I am Lovely from Davao. Nurse in Dubai now. Looking for serious relationship.',
      'stranger-opener',
    ],
    [
      'Congratulations! Natanggap ka sa aming online job. Para ma-activate ang account, mag-deposit ng ₱300 bilang security fund.',
      'asks-fee',
    ],
    [
      'Hello, ako po si Jay ng Globe Technical. Kailangan po i-upgrade ang SIM nyo, pakibasa po ang code na ipapadala namin.',
      'asks-for-code',
    ],
    [
      'GCash: Ang iyong GCash ay na-flag dahil sa kahina-hinalang cash-in. Tumawag sa 0962 447 1130 para ma-unblock.',
      'threat',
    ],
    [
      "my love I'm stuck in Lagos and the bank froze my account, I need $1,500 to pay the hotel. please send via Western Union",
      'romance-story',
    ],
  ])('flags %s', (text, code) => {
    expect(codes(text)).toContain(code)
  })

  it('reads "may text" as a text that came, not an ask to text a code', () => {
    const text =
      'Nak, may text sakin galing BPI, may code daw. Ikaw ba yung nag-aayos ng online banking ko?'
    expect(codes(text)).not.toContain('asks-for-code')
    expect(levelOf(text)).toBe('none')
  })
})

describe("the sender's own site, named by the first word the message opens with", () => {
  it.each([
    "Shakey's: SUPERCARD holders get FREE Mojos on pizza orders at shakeyspizza.ph! Use code MOJOSFREE.",
    'Chowking: Get a FREE Halo-Halo Supreme on orders P599 and up! Use code HALO24 at chowkingdelivery.com.',
    'Metro Supermarket: Fresh Deals! Up to 20% OFF on meat and seafood this weekend. Details at metroretail.com.ph',
    'AUB: Earn up to 2% cashback on all purchases with the AUB Easy Mastercard. Apply now at aub.com.ph',
    'CLN: Payday Sale! Extra 15% OFF on shoes and bags. Shop at cln.com.ph',
  ])('is no sign on its own: %s', (text) => {
    expect(levelOf(text)).toBe('none')
    expect(checkMessage(text).findings).toContainEqual(
      expect.objectContaining({ code: 'unknown-link', weight: 0 }),
    )
  })

  it.each([
    "Shakey's: Get a FREE Family Size pizza today! Claim at shakeys-promo.com",
    "Shakey's: Get a FREE Family Size pizza today! Claim at shakeysfree.top",
    'Free pizza from Shakeys today! Claim at shakeyspizzafree.com',
    'CLN: Payday Sale! Extra 15% OFF on shoes and bags. Shop at clnsale.com',
  ])(
    'is not vouched for with a hyphen, another ending, no sender, or a word after a short name: %s',
    (text) => {
      expect(levelOf(text)).not.toBe('none')
    },
  )
})

describe('task pay, wrong sends, lenders and buyers', () => {
  it.each([
    ['Part-time staff wanted. Give 5 star ratings sa Google Maps, P80 per rating.', 'job-bait'],
    ['pm po for sideline 1k/day, cp lang need', 'job-bait'],
    ['Online survey ₱300 bawat survey, madali lang. Add kami sa Telegram @SurveyPH', 'job-bait'],
    [
      'Sorry po, napadala ko po sayo yung load na P300 para sana sa anak ko. Pwede po pa return nalang?',
      'asks-return-money',
    ],
    [
      'Mam yung sinend ko po sa inyo na 2,000 sa GCash mali po. Pakibalik na lang po please',
      'asks-return-money',
    ],
    ['Ipopost namin mukha mo sa lahat ng contacts mo kung hindi ka magbabayad ngayon.', 'threat'],
    ['Pautang agad! ₱5,000-₱100,000. Walang CI. Text LOAN sa 09352281176', 'easy-loan'],
    [
      'Buyer po ako ng item nyo. Bayad na po ako, i-scan nyo lang po yung QR na sinend ko para ma-receive nyo',
      'asks-for-code',
    ],
    [
      'Hi is the couch still available? Can you verify with a code from Google so I know you are real',
      'asks-for-code',
    ],
    [
      'NOTICE: Your Medicare plan is changing. Call 1-888-910-3372 to review your benefits.',
      'aid-claim',
    ],
  ])('flags %s', (text, code) => {
    expect(codes(text)).toContain(code)
    expect(levelOf(text)).not.toBe('none')
  })

  it.each([
    'Tig ₱150 matag usa ang tshirt, 3 ka buok na lang nabilin',
    'Nakakaubos ako ng 1k sa pamasahe buong linggo, grabe',
    'Na-send ko na sayo yung 500, salamat sa pautang ha',
  ])('leaves an ordinary text alone: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })
})

describe('"is this ...?" after a greeting', () => {
  it.each([
    'Hi, good afternoon. Is this Jerry?',
    'Hello! Sorry, is this Jessica? I am your driver from Bay Area Movers',
    'Hi! Am I talking to Susan? This is Tiffany from the book club.',
    'hey is this Chris from the basketball game?',
    'hi is this david',
    "Hi, how are you doing? It's been a long time",
  ])('is a stranger opening: %s', (text) => {
    expect(codes(text)).toContain('stranger-opener')
  })

  it.each([
    'Is that what time you want me to come?',
    'Are you coming to the game later?',
    'Hi, is this ok for dinner tonight?',
    'hey is this yours',
    'Hi is this the one you wanted',
  ])('is not said of every question: %s', (text) => {
    expect(codes(text)).not.toContain('stranger-opener')
  })
})

describe('rentals and buyers that want money first', () => {
  it.each([
    'Apartment for rent 2BR, $950/mo. I am out of state for missionary work, send the deposit and I will mail you the keys.',
    'Still selling the PS5? I sent the money via Zelle but it says you need to upgrade to a business account for $300 first.',
    'Hi, the condo is still available! Zelle only please, the key will be delivered after the deposit.',
  ])('flags %s', (text) => {
    expect(codes(text)).toContain('pay-before-ship')
  })

  it('reads "WFH" in an offer, not in someone saying where they will work', () => {
    expect(codes("I'm gonna WFH tomorrow, plumber's coming")).not.toContain('job-bait')
    expect(codes('WFH JOB OPENING: Virtual Assistant, ₱25K/mo. Reply with your email.')).toContain(
      'job-bait',
    )
  })
})

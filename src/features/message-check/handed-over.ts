import { MOBILE } from './ask-rules'

/** What a message hands the reader or names: phone numbers, codes, money. */

/** A phone number of seven digits or more, written with or without spaces, dots or dashes. */
const PHONE = /(?:\+|\b)[0-9](?:[ ().-]{0,2}[0-9]){6,14}\b/

/** A date, "04-03-2024", "2024/07/18": no phone number, though its digits run as long. */
const DATE = /\b(?:[0-9]{1,2}[-/.][0-9]{1,2}[-/.][0-9]{2,4}|[0-9]{4}-[0-9]{2}-[0-9]{2})\b/g
const undated = (words: string) => words.replace(DATE, ' ')

/** Whether the message gives a phone number: a call or a payment can then leave the sender's hands. */
export const givesPhone = (words: string) => PHONE.test(undated(words))

const GIVES_MOBILE = new RegExp(MOBILE)

/** Whether the message gives a Philippine mobile number: a person's, not an office's line. */
export const givesMobile = (words: string) => GIVES_MOBILE.test(words)

/** Money named, or a word for handing it over: a hurry about it is never idle. */
const MONEY =
  /₱|\b(?:send|pay|padala|ipadala|magpadala|money|pera|bayad|bayaran|transfer|deposit)\b/

export const namesMoney = (words: string) => MONEY.test(words)

/**
 * A Metro Manila fixed line, "(02) 8667-1680", "02-8888-1234", "8256-2020", "(+632) 889-10000",
 * "+63 2 8891 0000": no prepaid SIM. Its first digit is the carrier's (8 PLDT, 7 Globe, 6 Eastern,
 * 3 Bayan), since the NTC's Memorandum Order 10-10-2017.
 */
const MANILA_LANDLINE = /^(?:(?:\+?63[ -]?\(?)?0?2\)?[ -]?)?[3678][0-9](?:[ .-]?[0-9]){6}$/

/** A domestic toll-free line, "1-800-10-889-10000", "1800-1888-9100": longer than a US 1-800. */
const isPhilippineTollFree = (number: string) => {
  const digits = number.replace(/[^0-9]/g, '')
  return digits.startsWith('1800') && digits.length >= 12 && digits.length <= 14
}

/** A number the message names as a reference, "Ref No. 123456789", "tracking #: 58120...": no line. */
const REFERENCE =
  /\b(?:ref|reference|trace|tracking|transaction|txn|order)(?: no| number| id)?\W{0,3}[0-9]+/g

/**
 * Whether every phone number in the message is a Metro Manila fixed line or a domestic toll-free
 * line, as banks, shops and agencies print theirs ("call (02) 8667-1680"); the public sets' scams
 * give mobile numbers.
 */
export function callsOnlyLandlines(words: string): boolean {
  const numbers = undated(words).replace(REFERENCE, '').match(new RegExp(PHONE.source, 'g')) ?? []
  return (
    numbers.length > 0 &&
    numbers.every((number) => MANILA_LANDLINE.test(number.trim()) || isPhilippineTollFree(number))
  )
}

/** A one-time code handed to the reader ("Your OTP is 810480"), not asked of them. */
const GIVES_CODE =
  /\b(?:otp|one ?time (?:pin|password)|(?:verification|authentication|security) code)(?: code)?(?: is| ay)?:? ?[0-9]{4,8}\b/

export const givesCode = (words: string) => GIVES_CODE.test(words)

/** Money that came in ("You have received PHP 79.50 of GCash from J*** 0917...", "sent you ₱500"). */
const GIVES_CREDIT =
  /\b(?:you have received|you've received|you received|natanggap mo ang|nakatanggap ka ng) ₱[0-9]|\bsent you (?:₱[0-9]|[0-9][0-9.,]{0,12} ?php\b)/

export const givesCredit = (words: string) => GIVES_CREDIT.test(words)

import { enContactWords, enLawPointWords, enLawWords } from './contacts.en'
import { enFactWords } from './facts.en'
import { enKinds } from './kinds.en'

export const enScamHelpWords = {
  help: {
    heading: 'Scammed? Do this now',
    intro:
      'If you sent money, a code or your details to a scammer, act now: the first minutes count. Go through these steps in order.',
    steps: [
      {
        title: 'Stop paying and stop sharing codes',
        text: 'Do not send more money and do not give any OTP, MPIN, PIN or password, whatever they promise or threaten. Stop replying to the scammer.',
      },
      {
        title: 'Call your bank or e-wallet now',
        text: 'Use the hotline in its official app, on its website or on the back of your card. Say you were scammed and ask them to block or hold your account and the transfer. Give the date, the amount and the reference number.',
      },
      {
        title: 'Change your passwords and MPIN',
        text: 'From a phone you trust, change your e-wallet MPIN and your bank and email passwords, and sign out of all other devices. Uninstall any app the scammer asked you to install.',
      },
      {
        title: 'Save the evidence',
        text: 'Take screenshots of the chats, texts and profiles. Write down the numbers, account names, reference numbers and links, without opening the links. Do not delete the conversation.',
      },
      {
        title: 'Report it',
        text: 'Report the scam to the authorities below, and the scammer’s account to the app or site where you met.',
      },
      {
        title: 'Beware of “recovery” offers',
        text: 'Anyone who asks for a fee to get your money back is another scammer. Your bank, your e-wallet and the authorities help for free.',
      },
    ],
    ...enFactWords,
    print: 'Print this page',
    more: 'More help',
    guideLink: 'Common scams in the Philippines',
    checkLink: 'Check a message',
  },
  guide: {
    heading: 'Common scams in the Philippines',
    intro:
      'How the most common scams in the Philippines look, how to spot them and what to do. The links in the examples are broken on purpose, so they cannot be opened.',
    contents: 'Scams on this page',
    example: 'Example message',
    redFlags: 'Red flags',
    whatToDo: 'What to do',
    checkLink: 'Check a message you got',
    helpLink: 'Already paid or shared a code? Do this now',
    backToContents: 'Back to the list of scams',
  },
  kinds: enKinds,
  contacts: enContactWords,
  laws: enLawWords,
  lawPoints: enLawPointWords,
}

export type ScamHelpWords = typeof enScamHelpWords

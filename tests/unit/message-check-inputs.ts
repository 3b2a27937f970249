import fc from 'fast-check'

/** Any text up to 20,000 characters: any code point, whole graphemes, or words a message uses. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20_000, size: 'max' }),
  fc.string({ unit: 'grapheme', maxLength: 2_000, size: 'max' }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc
    .array(
      fc.constantFrom(
        'GCash',
        'OTP',
        'https://',
        'bit.ly/',
        '.top',
        'http://0x7f.1/',
        '@',
        'ngayon',
        'send',
        'P500',
        'fee',
        'paki',
        '\u0301',
        '\u200b',
        '\u0000',
        '🎉',
        'xn--',
        '....',
        'a'.repeat(300),
      ),
      { maxLength: 400, size: 'max' },
    )
    .map((parts) => parts.join(' ')),
)

/** Red flags, each written the way scam texts put them. */
export const redFlag = fc.constantFrom(
  'Send me the 6-digit OTP now.',
  'Your account will be deactivated within 24 hours.',
  'Pay the P1,500 processing fee first to release your loan.',
  'Open bit.ly/3xYzAb to claim.',
  'Log in at https://gcash-verify.top/login to avoid suspension.',
  'Guaranteed 30% profit every week, no risk!',
  'Congratulations, you won P50,000 in our raffle!',
  'Ipadala agad ang MPIN mo ngayon din.',
  'Earn P500 a day just by liking videos.',
)

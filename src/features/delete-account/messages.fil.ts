import type { DeleteMessages } from './messages'

/** Ang mga mensahe ng pahinang Burahin ang Account (spec sections 5 at 8) sa Filipino. */
export const filDeleteMessages: DeleteMessages = {
  missingFields: 'Pakipunan ang email at password.',
  unconfirmed: 'Paki-check ang confirmation checkbox para magpatuloy.',
  invalidCredentials: 'Mali ang credentials. Pakitingnan ang iyong email at password.',
  loginError: 'Hindi nahanap ang account',
  networkError: 'Nagkaroon ng network error',
  genericError: 'Nagkaroon ng error. Pakisubukan ulit.',
  deleteError: 'Hindi nabura ang account',
  deleteUnsuccessful: 'Hindi nabura ang account. Pakisubukan ulit.',
  deleted: 'Matagumpay na nabura ang iyong account.',
}

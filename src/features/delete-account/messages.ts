export const deleteMessages = {
  missingFields: 'Please fill in both email and password fields.',
  unconfirmed: 'Please check the confirmation checkbox to proceed.',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  loginError: 'Account not found',
  networkError: 'Network error occurred',
  genericError: 'An error occurred. Please try again.',
  deleteError: 'Account deletion failed',
  deleteUnsuccessful: 'Account deletion failed. Please try again.',
  deleted: 'Your account has been successfully deleted.',
}

/** Every language has every message: a missing one is a type error. */
export type DeleteMessages = typeof deleteMessages

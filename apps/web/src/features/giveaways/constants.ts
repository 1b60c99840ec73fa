/** The entry dialog's messages (docs/product/engagement.md §5, §8 "Giveaway entry", "Deleting an entry"). */
export const ENTRY_MESSAGES = {
  answerRequiredTitle: 'Answer Required',
  answerRequired: 'Please provide an answer to enter the giveaway.',
  emailRequiredTitle: 'Email Required',
  emailRequired: 'Please enter your email address first to participate in giveaways.',
  submitted: 'Entry Submitted Successfully!',
  failedTitle: 'Entry Failed',
  failedFallback: 'Failed to submit entry',
  failed: (reason: string) => `Error: ${reason}. Please try again or contact support.`,
  networkTitle: 'Network Error',
  network: 'Could not connect to submit your entry. Please check your internet connection and try again.',
  unexpectedTitle: 'Error',
  unexpected: 'Failed to submit your entry. Please try again.',
  alreadyEnteredTitle: 'Already Entered',
  alreadyEntered: 'You have already entered this giveaway.',
  deleted: 'Entry Deleted',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Could not delete your entry. Please try again.',
  /** No answer at all (the network, or something unexpected). */
  deleteIssue: 'There was an issue deleting your entry. Please try again.',
  listFailedTitle: 'Error loading giveaways',
  listFailed: 'Please try again later',
} as const;

/** The share flow's messages (docs/product/engagement.md "Share flow (giveaway)", §8 "Sharing"). */
export const SHARE_MESSAGES = {
  errorTitle: 'Share Error',
  error: 'Something went wrong. Please try again.',
  submissionTitle: 'Submission Error',
  submission: 'Something went wrong submitting your share. Please try again.',
  copied: 'Text Copied!',
  copyFailedTitle: 'Copy Failed',
  copyFailed: 'Please manually copy the text below',
  recordedTitle: 'Share Recorded!',
} as const;

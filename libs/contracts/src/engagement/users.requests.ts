import { UserPatterns, type VerificationAnswer, type VerificationAttempt, type VerificationCodeAnswer, type VerificationRequest } from './users';
import type { RecordActivityDto } from './users.dto';

export interface UserRecordActivityAnswer {
  recorded: true;
}

/** What each of UserPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface UserRequests {
  [UserPatterns.requestVerificationCode]: { payload: VerificationRequest; answer: VerificationCodeAnswer };
  [UserPatterns.verifyCode]: { payload: VerificationAttempt; answer: VerificationAnswer };
  [UserPatterns.recordActivity]: { payload: RecordActivityDto; answer: UserRecordActivityAnswer };
}

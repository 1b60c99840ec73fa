/** A row of `verification_codes` as pg answers it: the one live code of an e-mail, kept as a hash. */
export interface VerificationCodeRow {
  email: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  created_at: Date;
}

/** A code as an attempt checks it: whether it has expired is asked of the database's clock. */
export interface CodeCheckRow extends Pick<VerificationCodeRow, 'code_hash' | 'attempts'> {
  expired: boolean;
}

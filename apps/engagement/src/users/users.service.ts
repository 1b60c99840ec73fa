import { Injectable } from '@nestjs/common';
import {
  RecordActivityDto,
  RegisterUserDto,
  RegisteredUser,
  ShopperScope,
  UserActivityRecordedEvent,
  UserEvents,
  UserRegisteredEvent,
} from '@shop/contracts';
import { addToOutbox, queryRows, UnitOfWork } from '@shop/platform';
import type { EntityManager } from 'typeorm';
import { recordReferralTouch } from '../referrals/referral-touches';
import { SignedInUserRow } from './user-row';

@Injectable()
export class UsersService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /**
   * Signs a shopper in by e-mail: one row per address (a unique index holds it
   * under concurrent sign-ins), device fields kept, and a referral touch when
   * the code names a link (docs/rules.md §8); in the transaction that opens her
   * session. The touch is the session's; the account's own referral code and
   * touches change only when that session is verified (docs/rules.md §4).
   */
  async upsert(manager: EntityManager, input: RegisterUserDto, session: ShopperScope): Promise<RegisteredUser> {
    const accountReferralCode = session.verified ? input.referralCode || null : null;
    const [row] = await queryRows<SignedInUserRow>(
      manager,
      `INSERT INTO users (email, device_type, browser_info, screen_resolution, timezone, referral_source, device_id,
                          referral_code, referral_code_at, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $8::text IS NULL THEN NULL ELSE now() END, now())
       ON CONFLICT (email) DO UPDATE SET
         device_type = COALESCE(EXCLUDED.device_type, users.device_type),
         browser_info = COALESCE(EXCLUDED.browser_info, users.browser_info),
         screen_resolution = COALESCE(EXCLUDED.screen_resolution, users.screen_resolution),
         timezone = COALESCE(EXCLUDED.timezone, users.timezone),
         referral_source = COALESCE(EXCLUDED.referral_source, users.referral_source),
         device_id = COALESCE(EXCLUDED.device_id, users.device_id),
         referral_code = COALESCE(EXCLUDED.referral_code, users.referral_code),
         referral_code_at = COALESCE(EXCLUDED.referral_code_at, users.referral_code_at),
         login_count = users.login_count + 1,
         last_login_at = now()
       RETURNING id, email, created_at, (xmax = 0) AS inserted`,
      [
        input.email,
        input.deviceType ?? null,
        input.browserInfo ?? null,
        input.screenResolution ?? null,
        input.timezone ?? null,
        input.referralSource ?? null,
        input.deviceId ?? null,
        accountReferralCode,
      ],
    );
    await recordReferralTouch(manager, session, input.referralCode);
    const createdAt = new Date(row.created_at).toISOString();
    if (row.inserted) {
      // The back office's copy records the code the account was created with; a new account has no earlier data to
      // protect, and that copy decides no attribution.
      const event: UserRegisteredEvent = {
        userId: row.id,
        email: row.email,
        createdAt,
        deviceType: input.deviceType ?? null,
        referralCode: input.referralCode || null,
      };
      await addToOutbox(manager, UserEvents.registered, event);
    }
    return { id: row.id, email: row.email, createdAt, isNew: row.inserted };
  }

  recordActivity(input: RecordActivityDto): Promise<{ recorded: true }> {
    return this.unitOfWork.run(async (manager) => {
      await manager.query('UPDATE users SET last_activity_at = now() WHERE email = $1', [input.email]);
      const event: UserActivityRecordedEvent = {
        email: input.email,
        activityType: input.activityType,
        description: input.description ?? null,
        pagePath: input.pagePath ?? null,
        timeSpent: input.timeSpent ?? null,
        metadata: input.metadata ?? null,
        deviceUsed: input.deviceUsed ?? null,
        createdAt: new Date().toISOString(),
      };
      await addToOutbox(manager, UserEvents.activityRecorded, event);
      return { recorded: true as const };
    });
  }
}

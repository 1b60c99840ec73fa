import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  isUuid,
  MAX_REFERRAL_LINKS,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_NOT_FOUND,
  REFERRAL_LINK_LIMIT,
  REFERRAL_LINK_NOT_FOUND,
  REFERRAL_LINK_NOT_YOURS,
  ReferralClickAnswer,
  ReferralLinkDeleted,
  ReferralLinkView,
} from '@shop/contracts';
import { queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { LinkCountRow, LinkRow, linkView } from './referral-rows';
import { recordReferralTouch, TouchingSession } from './referral-touches';

/** A fresh code: 10 URL-safe characters (60 random bits), so a code names one link and cannot be guessed. */
const newCode = () => randomBytes(8).toString('base64url').slice(0, REFERRAL_CODE_LENGTH);

/** A shopper's referral links (docs/product/engagement.md "Referrals screen", §5 "Referral link"). */
@Injectable()
export class ReferralLinksService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The name came trimmed and non-blank, the coupon (if any) checked active by the gateway; at most MAX_REFERRAL_LINKS. */
  create(email: string, name: string, couponCode: string | null): Promise<ReferralLinkView> {
    return this.unitOfWork.run(async (manager) => {
      // One creation at a time per shopper, so the limit holds however many arrive at once.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`referral-links:${email}`]);
      const [{ n }] = await queryRows<LinkCountRow>(manager, 'SELECT count(*)::int AS n FROM referral_links WHERE user_email = $1', [email]);
      if (n >= MAX_REFERRAL_LINKS) throw serviceError('REFERRAL_LINK_LIMIT', REFERRAL_LINK_LIMIT);
      for (;;) {
        const [row] = await queryRows<LinkRow>(
          manager,
          `INSERT INTO referral_links (user_email, name, code, coupon_code) VALUES ($1, $2, $3, $4)
           ON CONFLICT (code) DO NOTHING RETURNING *`,
          [email, name, newCode(), couponCode],
        );
        if (row) return linkView(row);
      }
    });
  }

  /** Only the owner's e-mail deletes a link (403 otherwise); its touches go with it, its referral history stays. */
  async remove(id: string, email: string): Promise<ReferralLinkDeleted> {
    if (!isUuid(id)) throw serviceError('NOT_FOUND', REFERRAL_LINK_NOT_FOUND);
    const [owner] = await queryRows<Pick<LinkRow, 'user_email'>>(this.dataSource, 'SELECT user_email FROM referral_links WHERE id = $1', [id]);
    if (!owner) throw serviceError('NOT_FOUND', REFERRAL_LINK_NOT_FOUND);
    if (owner.user_email !== email) throw serviceError('NOT_YOURS', REFERRAL_LINK_NOT_YOURS);
    const deleted = await queryRows(this.dataSource, 'DELETE FROM referral_links WHERE id = $1 AND user_email = $2 RETURNING id', [id, email]);
    if (!deleted.length) throw serviceError('NOT_FOUND', REFERRAL_LINK_NOT_FOUND);
    return { id, deleted: true };
  }

  /** Counts a click on an active link (404 for an unknown code); a signed-in shopper's click is a touch of her session too. */
  click(code: string, by: TouchingSession | null): Promise<ReferralClickAnswer> {
    return this.unitOfWork.run(async (manager) => {
      const [link] = await queryRows<Pick<LinkRow, 'id'>>(
        manager,
        'UPDATE referral_links SET click_count = click_count + 1 WHERE code = $1 AND is_active RETURNING id',
        [code],
      );
      if (!link) throw serviceError('NOT_FOUND', REFERRAL_CODE_NOT_FOUND);
      const touched = by ? await recordReferralTouch(manager, by, code) : false;
      return { code, counted: true as const, touched };
    });
  }
}

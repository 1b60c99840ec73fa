import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApprovedShareContentDto, GiveawayView, isUuid, SHARE_CONTENT_FIELDS, ShareContent, shareContentFor } from '@shop/contracts';
import { queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { GiveawayRow, ShareSourceRow, ShareTextColumn } from './giveaway-row';
import { GiveawaysService } from './giveaways.service';

/** The live columns each share text is published to. */
const COLUMN_OF: Record<keyof ShareContent, ShareTextColumn> = {
  instagramShareText: 'instagram_share_text',
  facebookShareText: 'facebook_share_text',
  tiktokShareText: 'tiktok_share_text',
  shareText: 'share_text',
  sharingGuide: 'sharing_guide',
};
const LIVE_COLUMNS = SHARE_CONTENT_FIELDS.map((field) => COLUMN_OF[field]);

/**
 * A giveaway's share texts: Not Generated → Pending Review → Approved (docs/product/back-office.md "Giveaways panel",
 * §9). Generated from the giveaway's own fields by `shareContentFor` (docs/rules.md §9), reviewed, then published to
 * the live share-text fields; a reset wipes them all.
 */
@Injectable()
export class ShareContentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly giveaways: GiveawaysService,
  ) {}

  /** Regenerating replaces the pending texts and takes back an earlier approval until the new ones are approved. */
  async generate(id: string): Promise<GiveawayView> {
    await this.unitOfWork.run(async (manager) => {
      const [row] = await queryRows<ShareSourceRow>(manager, 'SELECT * FROM giveaways WHERE id = $1 FOR UPDATE', [assertId(id)]);
      if (!row) throw serviceError('NOT_FOUND', 'No giveaway with that id');
      const content = shareContentFor({
        title: row.title,
        description: row.description,
        shareHashtags: row.share_hashtags,
        businessHandle: row.business_handle,
        websiteUrl: row.website_url,
      });
      await manager.query(`UPDATE giveaways SET pending_share_content = $2, share_content_approved = false, updated_at = now() WHERE id = $1`, [
        id,
        JSON.stringify(content),
      ]);
    });
    return this.giveaways.find(id);
  }

  /** The admin's edits over the generated texts (a text in neither keeps its live value); 409 when neither was given. */
  async approve(id: string, approved: ApprovedShareContentDto | undefined): Promise<GiveawayView> {
    await this.unitOfWork.run(async (manager) => {
      const [row] = await queryRows<GiveawayRow>(manager, 'SELECT * FROM giveaways WHERE id = $1 FOR UPDATE', [assertId(id)]);
      if (!row) throw serviceError('NOT_FOUND', 'No giveaway with that id');
      const edits = Object.fromEntries(Object.entries(approved ?? {}).filter(([, text]) => typeof text === 'string')) as Partial<ShareContent>;
      if (!row.pending_share_content && !Object.keys(edits).length) throw serviceError('CONFLICT', 'Generate share content first');
      const texts = SHARE_CONTENT_FIELDS.map((field) => edits[field] ?? row.pending_share_content?.[field] ?? row[COLUMN_OF[field]] ?? '');
      await manager.query(
        `UPDATE giveaways SET ${LIVE_COLUMNS.map((column, index) => `${column} = $${index + 2}, `).join('')}
           pending_share_content = NULL, share_content_approved = true, updated_at = now() WHERE id = $1`,
        [id, ...texts],
      );
    });
    return this.giveaways.find(id);
  }

  async reset(id: string): Promise<GiveawayView> {
    const [row] = await queryRows<Pick<GiveawayRow, 'id'>>(
      this.dataSource,
      `UPDATE giveaways SET ${LIVE_COLUMNS.map((column) => `${column} = '', `).join('')}
         pending_share_content = NULL, share_content_approved = false, updated_at = now() WHERE id = $1 RETURNING id`,
      [assertId(id)],
    );
    if (!row) throw serviceError('NOT_FOUND', 'No giveaway with that id');
    return this.giveaways.find(id);
  }
}

function assertId(id: string): string {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No giveaway with that id');
  return id;
}

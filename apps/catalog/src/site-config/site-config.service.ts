import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  isSiteConfigKey,
  normaliseEmail,
  PARACHUTE_EXCLUDED_EMAILS_KEY,
  ParachuteEligibility,
  parseExcludedEmails,
  SITE_CONFIG_DEFAULTS,
  SiteConfigEntry,
  SiteConfigEvents,
  SiteConfigKey,
  unknownSiteConfigKeyMessage,
} from '@shop/contracts';
import { addToOutbox, Bus, BUS, serviceError, UnitOfWork } from '@shop/platform';
import { SiteConfigEntity } from './site-config.entity';

/**
 * Site settings, read on every page load. Reads are served from memory; a
 * write here, or the broadcast of a write on another instance, drops the
 * cached value so no instance ever answers a stale one after a change.
 */
@Injectable()
export class SiteConfigService implements OnModuleInit {
  private readonly cache = new Map<SiteConfigKey, SiteConfigEntry>();

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BUS) private readonly bus: Bus,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  onModuleInit(): void {
    this.bus.onBroadcast(SiteConfigEvents.updated, (data) => this.cache.delete((data as { key: SiteConfigKey }).key));
  }

  async get(key: string): Promise<SiteConfigEntry> {
    const known = assertKnownKey(key);
    const cached = this.cache.get(known);
    if (cached) return cached;
    const row = await this.dataSource.getRepository(SiteConfigEntity).findOneBy({ key: known });
    const entry = { key: known, value: row ? row.value : SITE_CONFIG_DEFAULTS[known] };
    this.cache.set(known, entry);
    return entry;
  }

  /**
   * Whether the parachute teasers drop for this shopper (docs/product/engagement.md §9): not for the e-mails the
   * admin listed. Only the answer leaves the service, never the list.
   */
  async parachuteEligibility(email: string): Promise<ParachuteEligibility> {
    const excluded = parseExcludedEmails((await this.get(PARACHUTE_EXCLUDED_EMAILS_KEY)).value);
    const eligible = !excluded.includes(normaliseEmail(email));
    return { dailyDeals: eligible, giveaways: eligible };
  }

  async set(key: string, value: string | null): Promise<SiteConfigEntry> {
    const known = assertKnownKey(key);
    await this.unitOfWork.run(async (manager) => {
      await manager.getRepository(SiteConfigEntity).upsert({ key: known, value }, ['key']);
      await addToOutbox(manager, SiteConfigEvents.updated, { key: known, value });
    });
    this.cache.delete(known);
    this.bus.broadcast(SiteConfigEvents.updated, { key: known });
    return { key: known, value };
  }
}

function assertKnownKey(key: string): SiteConfigKey {
  if (!isSiteConfigKey(key)) throw serviceError('NOT_FOUND', unknownSiteConfigKeyMessage(key));
  return key;
}

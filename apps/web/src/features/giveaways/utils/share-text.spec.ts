/// <reference types="jest" />
// The unit project maps @shop/contracts to its full entry (with the DTO classes); the web bundles only web.ts.
import 'reflect-metadata';
import { shareContentFor } from '@shop/contracts';
import { SHARE_PLATFORM_CHOICES, shareTextFor, shareUrlFor } from './share-text';

const [instagram, facebook, tiktok] = SHARE_PLATFORM_CHOICES;
const giveaway = {
  title: 'Cobalt Tin Giveaway',
  description: 'Win a tin. Twelve pans.',
  shareHashtags: '',
  businessHandle: '',
  websiteUrl: '',
  instagramShareText: '',
  facebookShareText: '',
  tiktokShareText: '',
  shareText: '',
};

describe('the share text (docs/product/engagement.md "Share flow (giveaway)")', () => {
  it("uses the platform's own text, else the generic share text, else the shop's template", () => {
    const texts = { ...giveaway, instagramShareText: 'Insta text', shareText: 'Generic text' };
    expect(shareTextFor(texts, instagram)).toBe('Insta text');
    expect(shareTextFor(texts, facebook)).toBe('Generic text');
    expect(shareTextFor(giveaway, tiktok)).toBe(shareContentFor(giveaway).tiktokShareText);
  });

  it('adds the hashtags once', () => {
    const tagged = {
      ...giveaway,
      shareHashtags: '#cobalt #giveaway',
      facebookShareText: 'Enter now!',
      instagramShareText: 'Enter now! #cobalt #giveaway',
    };
    expect(shareTextFor(tagged, facebook)).toBe('Enter now!\n\n#cobalt #giveaway');
    expect(shareTextFor(tagged, instagram)).toBe('Enter now! #cobalt #giveaway');
  });

  it('sends the giveaway website as the share link only when it is a web address', () => {
    expect(shareUrlFor({ websiteUrl: 'https://watercolor.shop/giveaway' })).toBe('https://watercolor.shop/giveaway');
    expect(shareUrlFor({ websiteUrl: 'watercolor.shop' })).toBeUndefined();
    expect(shareUrlFor({ websiteUrl: '' })).toBeUndefined();
  });
});

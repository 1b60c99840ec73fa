/// <reference types="jest" />
// The unit project maps @shop/contracts to its full entry (with the DTO classes); the web bundles only web.ts.
import 'reflect-metadata';
import { instagramCaption, referralUrl } from './share';

describe('a shared referral link', () => {
  it('is the origin with the ref parameter, the code encoded', () => {
    expect(referralUrl('https://shop.example', 'ab12cd')).toBe('https://shop.example/?ref=ab12cd');
    expect(referralUrl('http://localhost:3000', 'a b&c')).toBe('http://localhost:3000/?ref=a+b%26c');
  });

  it('names the coupon in the share text only when the link carries one', () => {
    expect(instagramCaption('https://shop.example/?ref=x', 'SPRING10')).toContain('Use code SPRING10');
    expect(instagramCaption('https://shop.example/?ref=x', null)).not.toContain('Use code');
    expect(instagramCaption('https://shop.example/?ref=x', null)).toContain('https://shop.example/?ref=x');
  });
});

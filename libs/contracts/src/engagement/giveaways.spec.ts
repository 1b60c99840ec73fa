import { isGiveawayWebsiteUrl } from './giveaways';

describe('isGiveawayWebsiteUrl: blank, or a web page a browser opens', () => {
  it.each([
    [''],
    ['  '],
    ['https://watercolor.shop'],
    ['http://paint.example/giveaway?ref=spring#rules'],
    ['HTTPS://Watercolor.Shop/'],
    [' https://x.example '],
  ])('%j is taken', (text) => expect(isGiveawayWebsiteUrl(text)).toBe(true));

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html,<b>x</b>'],
    ['ftp://files.example.com'],
    ['watercolor.shop'],
    ['https://'],
    ['https:///path'],
    ['http:// spaced.example'],
    ['https://a.example/\u0000'],
    ['//watercolor.shop'],
    ['vbscript:x'],
  ])('%j is refused', (text) => expect(isGiveawayWebsiteUrl(text)).toBe(false));
});

import type { IncomingMessage } from 'node:http';
import { isFromAnotherOrigin } from './same-origin';

const request = (headers: Record<string, string>, encrypted = false) =>
  ({ headers: { host: 'shop.example', ...headers }, socket: { encrypted } }) as unknown as IncomingMessage;

describe('whether a browser says a request was made by a page of another origin', () => {
  it("takes the shop's own origin, the user's own navigation and no browser at all as the shop's", () => {
    expect(isFromAnotherOrigin(request({}), false)).toBe(false);
    expect(isFromAnotherOrigin(request({ origin: 'http://shop.example' }), false)).toBe(false);
    expect(isFromAnotherOrigin(request({ origin: 'https://shop.example' }, true), false)).toBe(false);
    expect(isFromAnotherOrigin(request({ origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' }), false)).toBe(false);
    expect(isFromAnotherOrigin(request({ 'sec-fetch-site': 'none' }), false)).toBe(false);
  });

  it('takes another host, another scheme, "null", a sibling site and a cross-site fetch as another origin', () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://attacker.example' },
      { origin: 'http://shop.example.attacker.example' },
      { origin: 'null' },
      { origin: 'file://' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://shop.example', 'sec-fetch-site': 'cross-site' },
    ]) {
      expect({ headers, another: isFromAnotherOrigin(request(headers), false) }).toEqual({ headers, another: true });
    }
    expect(isFromAnotherOrigin(request({ origin: 'http://shop.example' }, true), false)).toBe(true);
  });

  it('believes X-Forwarded-Host and -Proto only behind a trusted proxy', () => {
    const proxied = request({
      host: 'gateway:3000',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
      origin: 'https://shop.example',
    });
    expect(isFromAnotherOrigin(proxied, true)).toBe(false);
    expect(isFromAnotherOrigin(proxied, false)).toBe(true);
  });
});

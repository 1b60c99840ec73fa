import { isEmail } from 'class-validator';
import { EMAIL_MAX_LENGTH, isShopEmail } from '../email';
import { HERO_IMAGE_WRITE_MESSAGE, PARACHUTE_EXCLUDED_EMAILS_MAX, readSiteConfigWrite, siteConfigValueProblem } from './site-config';

const list = (...emails: unknown[]) => JSON.stringify(emails);

describe('readSiteConfigWrite: what PUT /api/site-config/{key} stores', () => {
  it('stores an exclusion list trimmed, lower-cased and without repeats, in the order given', () => {
    expect(readSiteConfigWrite('parachute_excluded_emails', list(' Owner@Example.com ', 'helper@example.com', 'OWNER@example.com'))).toEqual({
      value: list('owner@example.com', 'helper@example.com'),
    });
    expect(readSiteConfigWrite('parachute_excluded_emails', '[]')).toEqual({ value: '[]' });
  });

  it('refuses a list with an invalid e-mail, naming it', () => {
    expect(siteConfigValueProblem('parachute_excluded_emails', list('ok@example.com', 'not-an-email'))).toBe(
      'value: "not-an-email" is not a valid e-mail address',
    );
    expect(siteConfigValueProblem('parachute_excluded_emails', list(''))).toBe('value: "" is not a valid e-mail address');
    expect(siteConfigValueProblem('parachute_excluded_emails', list(3))).toBe('value must list e-mails as texts');
  });

  it('refuses an e-mail over 254 characters and more than 20 different e-mails (repeats count once)', () => {
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length + 1)}@example.com`;
    expect(siteConfigValueProblem('parachute_excluded_emails', list(long))).toBe('value: each e-mail must be at most 254 characters');
    const many = Array.from({ length: PARACHUTE_EXCLUDED_EMAILS_MAX + 1 }, (_, i) => `admin${i}@example.com`);
    expect(siteConfigValueProblem('parachute_excluded_emails', list(...many))).toBe('value must hold at most 20 e-mails');
    expect(siteConfigValueProblem('parachute_excluded_emails', list(...many.slice(0, 20), 'ADMIN0@example.com'))).toBeNull();
  });

  it('refuses what is not a JSON list of texts', () => {
    const notAList = 'value must be a JSON list of e-mails, e.g. ["owner@example.com"]';
    expect(siteConfigValueProblem('parachute_excluded_emails', 'owner@example.com')).toBe(notAList);
    expect(siteConfigValueProblem('parachute_excluded_emails', '{"a":1}')).toBe(notAList);
    expect(siteConfigValueProblem('parachute_excluded_emails', ['owner@example.com'])).toBe('value must be text');
    expect(siteConfigValueProblem('parachute_excluded_emails', null)).toBe('value is required');
  });

  it('takes only the text "true" or "false" for gallery_enabled', () => {
    expect(readSiteConfigWrite('gallery_enabled', 'true')).toEqual({ value: 'true' });
    expect(readSiteConfigWrite('gallery_enabled', 'false')).toEqual({ value: 'false' });
    expect(siteConfigValueProblem('gallery_enabled', true)).toBe('value must be text');
    expect(siteConfigValueProblem('gallery_enabled', 'yes')).toBe('value must be the text "true" or "false"');
  });

  it('sends the hero image to its upload', () => {
    expect(siteConfigValueProblem('hero_image', '/uploads/hero/x.webp')).toBe(HERO_IMAGE_WRITE_MESSAGE);
  });
});

describe('isShopEmail agrees with sign-in (class-validator isEmail) on addresses people type', () => {
  const samples = [
    'owner@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'x@example.io',
    'user_1@xn--bcher-kva.example',
    'not-an-email',
    '@example.com',
    'owner@',
    'owner@example',
    'owner@@example.com',
    'ow ner@example.com',
    'owner@exa mple.com',
    '.owner@example.com',
    'owner.@example.com',
    'ow..ner@example.com',
    'owner@-example.com',
    'owner@example.c',
    'owner@example.123',
    'owner@example..com',
    'owner@[127.0.0.1]',
    'owner@example.com.',
    'owner(at)example.com',
  ];
  it.each(samples)('%s', (email) => {
    expect(isShopEmail(email)).toBe(isEmail(email, { ignore_max_length: true }));
  });
});

import { helmetHeaders } from './security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the content security policy', () => {
  const policy = directives(helmetHeaders()['content-security-policy']);

  it('lets scripts connect only to the shop itself: no other origin, no socket server anywhere', () => {
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('keeps every other source to the shop itself, with data/blob images and media and inline styles', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const sources of policy.values()) expect(sources).not.toEqual(expect.arrayContaining(['ws:']));
    for (const sources of policy.values()) expect(sources).not.toEqual(expect.arrayContaining(['wss:']));
  });
});

/// <reference types="jest" />
import { personLabel } from './person';

describe('a referrer as the oversight lists show her', () => {
  it('names her when she has a name, and shows the e-mail alone when the name is only its part before the @', () => {
    expect(personLabel('Rosa Diaz', 'rosa@example.com')).toBe('Rosa Diaz · rosa@example.com');
    expect(personLabel('rosa', 'rosa@example.com')).toBe('rosa@example.com');
    expect(personLabel('', 'rosa@example.com')).toBe('rosa@example.com');
  });
});

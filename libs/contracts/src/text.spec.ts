import { isBlankText } from './text';

describe('isBlankText: nothing a reader can see', () => {
  it.each([[''], ['   '], ['\t\r\n'], ['\u200B'], ['\u200C\u200D'], ['\u2060'], ['\uFEFF'], ['\u200E\u200F'], ['\u00A0\u3000\u200B'], ['\u00AD']])(
    '%j is blank',
    (text) => {
      expect(isBlankText(text)).toBe(true);
    },
  );

  it.each([['a'], ['\u200Ba'], ['🎨'], ['👩\u200D🎨'], ['.']])('%j is not', (text) => {
    expect(isBlankText(text)).toBe(false);
  });
});

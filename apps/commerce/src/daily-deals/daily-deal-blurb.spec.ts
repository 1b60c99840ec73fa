import 'reflect-metadata';
import { dealBlurb, featureBullets } from './daily-deal-blurb';

describe('the daily-deal blurb', () => {
  it('names the product, the discount and the savings in dollars, with bullets from its own text', () => {
    const text = dealBlurb(
      {
        name: 'Pink Violets Set',
        description: 'Twelve handmade half pans. Lightfast pigments! Comes in a tin.',
        category: 'Watercolor Sets',
        paintCount: 12,
      },
      4000,
      3200,
      20,
    );
    expect(text).toContain('Pink Violets Set');
    expect(text).toContain('20% off');
    expect(text).toContain('Now $32.00 instead of $40.00. You save $8.00!');
    expect(text).toContain('• Twelve handmade half pans');
    expect(text).toContain('• Lightfast pigments');
    expect(text).toContain('• Comes in a tin');
    expect(text).toContain('• 12 colours');
  });

  it('takes lines as bullets when the text has several, at most four, and falls back to the category', () => {
    expect(featureBullets('- Granulating\n- Staining\n\n- Transparent\n- Rich\n- Fifth')).toEqual(['Granulating', 'Staining', 'Transparent', 'Rich']);
    expect(dealBlurb({ name: 'Mop', description: null, category: 'Brushes', paintCount: null }, 1000, 500, 50)).toContain(
      '• From our Brushes collection',
    );
  });
});

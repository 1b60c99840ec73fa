import type { CreatePigmentDto } from '@shop/contracts';

/** Twelve classic watercolor pigments for the demo shop's Learning Hub. */
export const PIGMENT_SAMPLES: Required<CreatePigmentDto>[] = [
  {
    name: 'Ultramarine',
    category: 'Granular Gemstone',
    origin:
      'First ground from lapis lazuli mined in the Badakhshan mountains of Afghanistan. Since 1828 it has also been made synthetically, after Jean-Baptiste Guimet won a French prize for a manufactured version.',
    watercolorUse:
      'The essential warm blue for skies, shadows and water. It mixes beautiful violets with rose and soft grays and browns with burnt sienna.',
    goDeeper:
      'Its coarse particles settle into the hollows of textured paper, giving the speckled granulation loved in skies and stone. Mixed with a little gum or on smooth paper it lies flatter.',
    funFacts:
      'The name means "beyond the sea", because the stone was shipped to Europe from Asia. In the Renaissance genuine ultramarine could cost more than gold, and painters saved it for the robes of the Virgin Mary.',
    characteristics: ['Transparent', 'Strongly granulating', 'Warm (reddish) blue', 'Excellent lightfastness'],
  },
  {
    name: 'Burnt Sienna',
    category: 'Earth',
    origin:
      'An iron-oxide earth named after Siena in Tuscany. Raw sienna is roasted in a kiln, which turns its yellowish iron compounds into a glowing red-brown.',
    watercolorUse: 'Warm wood, brick, autumn leaves and skin tones. With ultramarine it makes a whole range of grays and a near-black.',
    goDeeper:
      'Most modern burnt siennas are made from synthetic transparent iron oxide, which gives a cleaner, glowing color than the old opaque earths. Compare two brands side by side to see the difference.',
    funFacts:
      'Sienna earths were used by Renaissance painters for underpainting, and the name of the color in English comes straight from the Tuscan city.',
    characteristics: ['Transparent to semi-transparent', 'Warm red-brown', 'Non-staining', 'Excellent lightfastness'],
  },
  {
    name: 'Quinacridone Rose',
    category: 'Synthetic',
    origin: 'A modern organic pigment (PV19). Quinacridone pigments were brought to market by DuPont in 1958.',
    watercolorUse:
      'A clean, cool pink for flowers and sunsets. With ultramarine it mixes clear violets, and with a yellow it gives fresh corals and oranges.',
    goDeeper:
      'Quinacridones replaced older fugitive pinks such as rose madder and alizarin crimson in many palettes because they keep their color in the light for generations.',
    funFacts: 'The same pigment family colors car paint and outdoor plastics, where it has to survive years of sunshine.',
    characteristics: ['Transparent', 'Staining', 'Cool pink', 'Excellent lightfastness'],
  },
  {
    name: 'Phthalo Blue',
    category: 'Synthetic',
    origin:
      'Copper phthalocyanine (PB15), discovered by accident in 1927 as a blue impurity at a Scottish dye works and sold from 1935 under the name Monastral Blue.',
    watercolorUse:
      'An intense, cool blue for seas, deep skies and vivid greens. A tiny amount goes a long way, so mix it into other colors rather than the other way round.',
    goDeeper:
      'It has one of the highest tinting strengths of any pigment and stains the paper, so plan your lights before you use it: it will not lift back to white.',
    funFacts: 'Phthalocyanine blue is so stable that it is used in everything from printing inks to the blue of banknotes and plastic toys.',
    characteristics: ['Transparent', 'Heavily staining', 'Very high tinting strength', 'Excellent lightfastness'],
  },
  {
    name: 'Yellow Ochre',
    category: 'Earth',
    origin:
      'A natural clay colored by hydrated iron oxide (goethite), dug from the ground on every continent; the ochre quarries of Roussillon in France are famous.',
    watercolorUse: 'A soft, muted yellow for sunlit grass, sand, stone and skin. It calms brighter colors and makes natural landscape greens.',
    goDeeper:
      'Ochre is more opaque than most watercolors, so use it in early layers or thin washes; heavy glazes of it over other colors can look chalky.',
    funFacts: 'It is one of the oldest pigments of all: the painters of the Lascaux caves used ochres some 17,000 years ago.',
    characteristics: ['Semi-opaque', 'Muted warm yellow', 'Non-staining', 'Excellent lightfastness'],
  },
  {
    name: 'Indigo',
    category: 'Natural Plant',
    origin:
      'Originally the blue dye fermented from the leaves of Indigofera tinctoria and related plants. Adolf von Baeyer worked out its chemistry and synthetic indigo went on sale in 1897.',
    watercolorUse: 'A deep blue-black for night skies, stormy seas and the darkest shadows of foliage.',
    goDeeper:
      'Natural indigo fades as a watercolor, so most modern "Indigo" paints are lightfast mixtures of a blue such as phthalo with black or a dark violet. Check the pigment codes on the tube.',
    funFacts: 'Isaac Newton named indigo as one of the seven colors of the rainbow, and indigo is still the dye that makes blue jeans blue.',
    characteristics: ['Semi-transparent', 'Very dark blue', 'Usually a mixture of pigments', 'Good for mixing darks'],
  },
  {
    name: 'Cobalt Blue',
    category: 'Historical',
    origin:
      'Cobalt aluminate (PB28), invented by the French chemist Louis Jacques Thénard in 1802 at the request of the French government, which wanted a new blue for porcelain.',
    watercolorUse: 'A clean, mid-toned blue for skies, distant hills and soft shadows on snow.',
    goDeeper:
      'It is non-staining and lifts easily, which makes it forgiving, and it granulates gently on rough paper. It is expensive because cobalt is.',
    funFacts: 'Cobalt blue became a favorite of the Impressionists, who used it for their luminous blue shadows.',
    characteristics: ['Semi-transparent', 'Lightly granulating', 'Non-staining', 'Excellent lightfastness'],
  },
  {
    name: 'Sepia',
    category: 'Historical',
    origin: 'Originally the ink of the cuttlefish (Sepia officinalis), dried and ground. Sepia is the ancient Greek word for cuttlefish.',
    watercolorUse: 'A warm dark brown for monochrome studies, pen-and-wash drawings and old-world toning.',
    goDeeper:
      "Natural cuttlefish sepia is not lightfast, so today's tubes are usually mixtures of earth pigments and carbon black that keep the look while lasting.",
    funFacts:
      'Sepia washes were hugely popular for drawing in the 18th and 19th centuries, which is why early brown-toned photographs are still called sepia prints.',
    characteristics: ['Semi-transparent', 'Warm dark brown', 'Usually a mixture of pigments', 'Good for monochrome'],
  },
  {
    name: 'Viridian',
    category: 'Synthetic',
    origin: 'Hydrated chromium oxide (PG18), patented by the Parisian color maker Guignet in 1859.',
    watercolorUse: 'A cool, transparent blue-green for water, shadows in foliage and mixing subtle greens and grays.',
    goDeeper:
      'Viridian is much gentler than phthalo green: it lifts easily and often granulates a little. Mixed with a rose it makes rich, neutral darks.',
    funFacts: 'It was quickly taken up by the Impressionists, and Van Gogh used viridian in many of his paintings.',
    characteristics: ['Transparent', 'Non-staining', 'Cool blue-green', 'Excellent lightfastness'],
  },
  {
    name: 'Cadmium Red',
    category: 'Synthetic',
    origin: 'Cadmium seleno-sulfide (PR108). Cadmium was discovered in 1817, and cadmium reds reached artists in the early 20th century.',
    watercolorUse: 'A strong, warm, opaque red for poppies, barns and bright accents.',
    goDeeper:
      'Being opaque, it covers what lies underneath and can look chalky when glazed. Keep it for final accents or use a transparent red such as pyrrole for layers.',
    funFacts: 'Henri Matisse loved cadmium red. Treat it with care: do not point brushes with your lips or breathe dry pigment dust.',
    characteristics: ['Opaque', 'Warm red', 'High tinting strength', 'Excellent lightfastness'],
  },
  {
    name: 'Lamp Black',
    category: 'Historical',
    origin: 'Carbon soot collected from burning oil in lamps (PBk6), used since antiquity for inks and paints.',
    watercolorUse: 'Neutral grays, Chinese-style ink painting and deep darks. Use it sparingly, as it can deaden bright mixtures.',
    goDeeper:
      'Lamp black has a cool, bluish undertone and a fine, light particle. Many painters prefer to mix darks from complementary colors and keep black for small accents.',
    funFacts:
      'Soot inks like lamp black and pine soot filled the ink sticks of ancient China, and writing made with them has lasted thousands of years.',
    characteristics: ['Semi-opaque', 'Cool black', 'Very high tinting strength', 'Excellent lightfastness'],
  },
  {
    name: 'Tyrian Purple',
    category: 'Historical',
    origin: 'Dibromoindigo, extracted from the glands of Murex sea snails by the Phoenicians of Tyre.',
    watercolorUse: 'A rich red-violet for flowers, dramatic skies and royal accents.',
    goDeeper:
      'Genuine Tyrian purple is made only in tiny quantities and is extremely expensive, so watercolors sold under the name are almost always modern hues mixed from quinacridones or other violets.',
    funFacts:
      'In 1909 the chemist Paul Friedländer needed about 12,000 snails to extract just 1.4 grams of the dye. Roman emperors reserved the color for themselves.',
    characteristics: ['Transparent (as modern hues)', 'Red-violet', 'Usually a hue of modern pigments', 'Lightfastness depends on the brand'],
  },
];

import type { ProductFieldsDto } from '@shop/contracts';

/** One product of the demo catalogue: its fields, the colours of its generated pictures, and its variants. */
export interface DemoProduct {
  fields: ProductFieldsDto;
  swatches: string[][];
  variants?: { name: string; price?: number; sortOrder: number }[];
}

/** Real pigments by hue, priced as the maker prices half pans. */
const INDIVIDUAL_COLORS: [string, string, string][] = [
  ['Hansa Yellow Light', 'Yellows', '#f6e04b'],
  ['Cadmium Yellow Deep', 'Yellows', '#f2b51c'],
  ['Nickel Azo Yellow', 'Yellows', '#d9a82b'],
  ['Indian Yellow', 'Yellows', '#e8a317'],
  ['Lemon Yellow', 'Yellows', '#f5ef5a'],
  ['Aureolin', 'Yellows', '#f3d93c'],
  ['Pyrrol Orange', 'Oranges', '#f0642a'],
  ['Cadmium Orange', 'Oranges', '#f08a24'],
  ['Transparent Orange', 'Oranges', '#e07028'],
  ['Pyrrol Scarlet', 'Reds', '#e23b2e'],
  ['Cadmium Red Medium', 'Reds', '#d42d2d'],
  ['Perylene Maroon', 'Reds', '#7c2630'],
  ['Alizarin Crimson', 'Reds', '#a3263a'],
  ['Quinacridone Rose', 'Pinks', '#e04d7e'],
  ['Opera Pink', 'Pinks', '#f2459a'],
  ['Permanent Rose', 'Pinks', '#e35d8a'],
  ['Quinacridone Magenta', 'Magentas', '#b22c6e'],
  ['Cobalt Violet', 'Magentas', '#b0589b'],
  ['Dioxazine Purple', 'Purples', '#4d2a6b'],
  ['Carbazole Violet', 'Violets', '#3f2a5c'],
  ['Ultramarine Violet', 'Violets', '#5b4b8a'],
  ['French Ultramarine', 'Blues', '#2f3e9e'],
  ['Cobalt Blue', 'Blues', '#2f5fb3'],
  ['Phthalo Blue (GS)', 'Blues', '#10307a'],
  ['Cerulean Blue', 'Blues', '#2f83c1'],
  ['Prussian Blue', 'Blues', '#1d3557'],
  ['Indanthrone Blue', 'Blues', '#283a6b'],
  ['Cobalt Teal', 'Turquoises', '#2fb4a8'],
  ['Phthalo Turquoise', 'Turquoises', '#117a7a'],
  ['Manganese Blue Hue', 'Turquoises', '#3d9fc2'],
  ['Viridian', 'Greens', '#1f7a5c'],
  ['Phthalo Green (BS)', 'Greens', '#12664f'],
  ["Hooker's Green", 'Greens', '#3b6b34'],
  ['Sap Green', 'Yellow Greens', '#5f7a2a'],
  ['Olive Green', 'Yellow Greens', '#6b6b2a'],
  ['Green Gold', 'Yellow Greens', '#a39a1e'],
  ['Yellow Ochre', 'Earth Tones', '#c89b3c'],
  ['Raw Sienna', 'Earth Tones', '#c27c35'],
  ['Burnt Sienna', 'Earth Tones', '#a0522d'],
  ['Quinacridone Gold', 'Earth Tones', '#c8871a'],
  ['Raw Umber', 'Browns', '#6f5a3a'],
  ['Burnt Umber', 'Browns', '#5a3a24'],
  ['Sepia', 'Browns', '#4b3621'],
  ['Van Dyke Brown', 'Browns', '#4a3426'],
  ['Lamp Black', 'Blacks', '#2b2b2b'],
  ['Ivory Black', 'Blacks', '#313131'],
  ['Neutral Tint', 'Grays', '#4a4e5a'],
  ["Payne's Gray", 'Grays', '#3e4a59'],
  ["Davy's Gray", 'Grays', '#7a7d70'],
  ['Titanium White', 'Whites', '#f4f4ef'],
  ['Chinese White', 'Whites', '#efefe8'],
  ['Interference Gold', 'Metallics', '#d4b46a'],
  ['Iridescent Copper', 'Metallics', '#b87333'],
  ['Pearl Shimmer', 'Shimmers', '#e8dfd0'],
  ['Galaxy Shimmer', 'Shimmers', '#6a5acd'],
  ['Lunar Black', 'Granulating', '#2c2a2e'],
  ['Lunar Blue', 'Granulating', '#33415c'],
  ['Genuine Hematite', 'Granulating', '#5b4a4a'],
  ['Lapis Lazuli', 'Granulating', '#2d4f9e'],
  ['Amethyst Genuine', 'Granulating', '#8b6f9e'],
];

const SET_THEMES: [string, string[]][] = [
  ['Desert Sunset', ['#e8a317', '#c27c35', '#e04d7e', '#5b4b8a']],
  ['Ocean Depths', ['#10307a', '#2fb4a8', '#2f83c1', '#1d3557']],
  ['Forest Floor', ['#3b6b34', '#5f7a2a', '#6f5a3a', '#a39a1e']],
  ['Botanical Garden', ['#1f7a5c', '#f2459a', '#f6e04b', '#5b4b8a']],
  ['Urban Sketcher', ['#4a4e5a', '#a0522d', '#2f3e9e', '#c89b3c']],
  ['Pink Violets', ['#f2459a', '#b0589b', '#4d2a6b', '#e35d8a']],
  ['Autumn Harvest', ['#f08a24', '#a3263a', '#c8871a', '#5a3a24']],
  ['Winter Frost', ['#2f83c1', '#efefe8', '#4a4e5a', '#3d9fc2']],
  ['Earth Pigments', ['#c89b3c', '#a0522d', '#6f5a3a', '#5b4a4a']],
  ['Spring Meadow', ['#f5ef5a', '#5f7a2a', '#e35d8a', '#2f83c1']],
  ['Galaxy Shimmers', ['#6a5acd', '#d4b46a', '#2c2a2e', '#e8dfd0']],
  ['Tropical Bloom', ['#f0642a', '#2fb4a8', '#f2459a', '#f3d93c']],
];
const SET_SIZES_USED = [6, 8, 10, 12, 14, 15, 16, 18, 20, 24, 28, 36, 48];

const BRUSHES: [string, number][] = [
  ['Kolinsky Sable Round', 38],
  ['Squirrel Mop', 29],
  ['Synthetic Round', 14],
  ['Dagger Striper', 18],
  ['Flat Wash', 16],
  ['Rigger Liner', 12],
  ['Quill Brush', 32],
  ['Travel Sable', 42],
  ['Filbert Blender', 15],
  ['Fan Brush', 13],
  ['Premium Handmade Brush', 163],
  ['Water Brush Pen', 9],
  ['Oval Wash', 21],
  ['Cat Tongue', 24],
  ['Spotter Detail', 11],
];
const BRUSH_SIZES = ['Size 2', 'Size 4', 'Size 8', 'Size 12'];

const SOFT_PASTELS: [string, string][] = [
  ['Rose Madder', '#e35d8a'],
  ['Cerulean Sky', '#2f83c1'],
  ['Olive Grove', '#6b6b2a'],
  ['Burnt Orange', '#e07028'],
  ['Lavender Mist', '#8b6f9e'],
  ['Sea Glass', '#2fb4a8'],
  ['Golden Hour', '#e8a317'],
  ['Charcoal Gray', '#3e4a59'],
  ['Blush Peach', '#f0a58a'],
  ['Moss Green', '#5f7a2a'],
  ['Plum Dusk', '#4d2a6b'],
  ['Sand Dune', '#c89b3c'],
];

const EXTENDERS: [string, string[]][] = [
  ['Earth Tones Extender', ['Yellow Ochre', 'Raw Sienna', 'Burnt Sienna', 'Raw Umber', 'Burnt Umber', 'Sepia']],
  ['Ocean Blues Extender', ['Cerulean Blue', 'Cobalt Teal', 'Phthalo Turquoise', 'Prussian Blue', 'Indanthrone Blue', 'Manganese Blue Hue']],
  ['Florals Extender', ['Opera Pink', 'Quinacridone Rose', 'Cobalt Violet', 'Permanent Rose', 'Quinacridone Magenta', 'Ultramarine Violet']],
  ['Greens Extender', ['Viridian', 'Sap Green', 'Olive Green', 'Green Gold', "Hooker's Green", 'Phthalo Green (BS)']],
  ['Granulating Extender', ['Lunar Black', 'Lunar Blue', 'Genuine Hematite', 'Lapis Lazuli', 'Amethyst Genuine', "Davy's Gray"]],
  ['Shimmer Extender', ['Interference Gold', 'Iridescent Copper', 'Pearl Shimmer', 'Galaxy Shimmer', 'Titanium White', 'Chinese White']],
  ['Sunset Warms Extender', ['Pyrrol Orange', 'Cadmium Orange', 'Indian Yellow', 'Pyrrol Scarlet', 'Perylene Maroon', 'Transparent Orange']],
  ['Neutrals Extender', ['Neutral Tint', "Payne's Gray", 'Lamp Black', 'Ivory Black', "Davy's Gray", 'Sepia']],
];

function individualColors(): DemoProduct[] {
  return INDIVIDUAL_COLORS.map(([name, hue, color], i) => ({
    fields: {
      name: `${name} Half Pan`,
      category: 'Individual Colors',
      subcategory: hue,
      subcategories: [hue],
      price: 3.5 + (i % 4) * 0.75,
      description: `Handmade ${name} watercolor, ground in small batches with gum arabic and honey. Rewets beautifully.`,
    },
    swatches: [[color], [color, '#ffffff']],
  }));
}

function watercolorSets(): DemoProduct[] {
  const sets: DemoProduct[] = [];
  SET_THEMES.forEach(([theme, colors], t) => {
    for (const size of [SET_SIZES_USED[t % SET_SIZES_USED.length], SET_SIZES_USED[(t + 5) % SET_SIZES_USED.length]]) {
      sets.push({
        fields: {
          name: `${theme} Set of ${size}`,
          category: 'Watercolor Sets',
          subcategory: `Sets of ${size}`,
          subcategories: [`Sets of ${size}`],
          price: Math.round((size * 3.1 + 6) * 100) / 100,
          paintCount: size,
          hasExtenders: size >= 12,
          description: `${size} handmade half pans in a hand-painted tin, chosen around the ${theme.toLowerCase()} palette.`,
        },
        swatches: [colors, [...colors].reverse()],
      });
    }
  });
  for (const size of [6, 12]) {
    sets.push({
      fields: {
        name: `Palette Builder Set of ${size}`,
        category: 'Watercolor Sets',
        subcategory: 'Palette Builders',
        subcategories: ['Palette Builders', `Sets of ${size}`],
        price: size * 3 + 4,
        paintCount: size,
        description: "Start an empty palette with the maker's favourite primaries.",
      },
      swatches: [['#f6e04b', '#2f3e9e', '#e04d7e']],
    });
  }
  return sets;
}

function brushes(): DemoProduct[] {
  return BRUSHES.map(([name, price], i) => ({
    fields: { name, category: 'Brushes', price, shipping: 4.5, description: `${name}: holds a generous load of water and keeps a fine point.` },
    swatches: [['#8b5a2b', '#d4b46a']],
    variants: i % 3 === 0 ? BRUSH_SIZES.map((size, s) => ({ name: size, price: price + s * 2, sortOrder: s })) : undefined,
  }));
}

function softPastels(): DemoProduct[] {
  return SOFT_PASTELS.map(([name, color]) => ({
    fields: {
      name: `${name} Soft Pastel`,
      category: 'Soft Pastels',
      price: 4.25,
      description: 'A handmade soft pastel stick: buy 2 or more and save 50% on each.',
    },
    swatches: [[color, '#f4efe6']],
  }));
}

function sidewalkAndVault(): DemoProduct[] {
  const sale: DemoProduct[] = INDIVIDUAL_COLORS.slice(0, 20).map(([name, , color], i) => ({
    fields: {
      name: `${name} Seconds Half Pan`,
      category: 'Sidewalk Sale',
      price: 4.5,
      salePrice: 2.5 + (i % 3) * 0.25,
      description: 'A perfectly good paint in a pan that came out a little uneven.',
    },
    swatches: [[color, '#d8d2c4']],
  }));
  const vault: DemoProduct[] = SET_THEMES.map(([theme, colors]) => ({
    fields: {
      name: `Retired ${theme} Mini Tin`,
      category: 'Vault Clearance',
      price: 18,
      salePrice: 12,
      description: 'From the vault: a retired palette, while the last tins last.',
    },
    swatches: [colors],
  }));
  return [...sale, ...vault];
}

function extenders(): DemoProduct[] {
  return EXTENDERS.map(([name, colors], i) => ({
    fields: {
      name: `${name} Pack`,
      category: 'Extenders',
      price: 19 + (i % 3),
      colorCount: colors.length,
      colors,
      halfPanPrice: 19 + (i % 3),
      description: `Six more colours for your set: ${colors.join(', ')}.`,
    },
    swatches: [colors.map((c) => INDIVIDUAL_COLORS.find(([n]) => n === c)?.[2] ?? '#999999')],
  }));
}

/** Over 150 products across the seven categories, with variants, extenders, sets of many sizes and pan sizes. */
export function demoCatalogue(): DemoProduct[] {
  return [...individualColors(), ...watercolorSets(), ...brushes(), ...softPastels(), ...sidewalkAndVault(), ...extenders()];
}

export const DEMO_CATEGORY_HEADERS: { category: string; title: string; description: string; colors: string[] }[] = [
  {
    category: 'Brushes',
    title: 'Brushes',
    description: 'Sable, squirrel and synthetic brushes, chosen for holding water.',
    colors: ['#8b5a2b', '#d4b46a'],
  },
  {
    category: 'Watercolor Sets',
    title: 'Watercolor Sets',
    description: 'Handmade half pans in tins of 6 to 48.',
    colors: ['#2f3e9e', '#e04d7e', '#f6e04b'],
  },
  {
    category: 'Individual Colors',
    title: 'Individual Colors',
    description: 'Every colour the studio makes, one pan at a time.',
    colors: ['#1f7a5c', '#c27c35'],
  },
  { category: 'Soft Pastels', title: 'Soft Pastels', description: 'Buy 2+ and save 50% on each stick.', colors: ['#e35d8a', '#2fb4a8'] },
  { category: 'Sidewalk Sale', title: 'Sidewalk Sale', description: 'Seconds and happy accidents at a kind price.', colors: ['#c89b3c', '#d8d2c4'] },
  { category: 'Vault Clearance', title: 'Vault Clearance', description: 'Retired palettes, while they last.', colors: ['#4d2a6b', '#a3263a'] },
  { category: 'Extenders', title: 'Extenders', description: 'Six more colours for the set you already love.', colors: ['#2fb4a8', '#f08a24'] },
];

import sharp from 'sharp';

const rendered = new Map<string, Promise<Buffer>>();

/**
 * A watercolour-like picture made here, never downloaded: soft overlapping
 * washes of the given colours on paper. The same colours give the same
 * picture, rendered once.
 */
export function swatchImage(colors: string[], width = 360, height = 360): Promise<Buffer> {
  const key = `${colors.join(',')}@${width}x${height}`;
  if (!rendered.has(key)) rendered.set(key, render(colors, width, height));
  return rendered.get(key)!;
}

async function render(colors: string[], width: number, height: number): Promise<Buffer> {
  const r = Math.min(width, height) * (colors.length > 1 ? 0.32 : 0.4);
  const gradients = colors.map(
    (color, i) =>
      `<radialGradient id="g${i}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="0.75" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  const blobs = colors.map((_, i) => {
    const angle = (i / colors.length) * Math.PI * 2;
    const spread = colors.length > 1 ? 0.2 : 0;
    const cx = width * 0.5 + Math.cos(angle) * spread * width;
    const cy = height * 0.5 + Math.sin(angle) * spread * height;
    return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(r * 1.1).toFixed(1)}" ry="${r.toFixed(1)}" fill="url(#g${i})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${gradients.join('')}</defs>
    <rect width="100%" height="100%" fill="#fbf7f0"/>${blobs.join('')}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

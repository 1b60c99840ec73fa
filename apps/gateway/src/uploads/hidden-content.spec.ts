import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { hiddenContentOf, layoutOf } from './hidden-content';

// Real images pass, whatever their pixels and metadata; an image that is also a page or a script does not.
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
/** A PNG with one more chunk before its IEND. */
const withChunk = (png: Buffer, type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const header = Buffer.alloc(4);
  header.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([png.subarray(0, png.length - 12), header, typed, crc, png.subarray(png.length - 12)]);
};
const judge = async (body: Buffer) => hiddenContentOf(body, await sharp(body).metadata());

describe('hiddenContentOf', () => {
  it('passes photos of noise in every format, with EXIF and XMP as cameras and editors write them', async () => {
    const xmp =
      '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="Adobe Photoshop 25.0"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
    const exif = { IFD0: { Make: 'Canon', Model: 'Canon EOS R6', ImageDescription: 'Wet-in-wet sunset, 3 pigments' } };
    const images = [
      await noise(1200, 900).jpeg({ quality: 95 }).withExif(exif).withXmp(xmp).toBuffer(),
      await noise(1200, 900).png().withXmp(xmp).withIccProfile('p3').toBuffer(),
      await noise(800, 600).jpeg().withIccProfile('p3').withExif(exif).toBuffer(),
      await noise(600, 400).webp({ quality: 90 }).withExif(exif).toBuffer(),
      await noise(300, 200).gif().toBuffer(),
      await sharp(await Promise.all([1, 2, 3].map(() => noise(200, 150).png().toBuffer())), { join: { animated: true } })
        .gif()
        .toBuffer(),
      await sharp(await Promise.all([1, 2].map(() => noise(200, 150).png().toBuffer())), { join: { animated: true } })
        .webp()
        .toBuffer(),
    ];
    for (const image of images) expect(await judge(image)).toBeNull();
  });

  it("passes a JPEG with binary data after its end (a phone's motion photo), searching it only for markup", async () => {
    const photo = await noise(400, 300).jpeg().toBuffer();
    expect(await judge(Buffer.concat([photo, randomBytes(2_000_000)]))).toBeNull();
    expect(await judge(Buffer.concat([photo, randomBytes(1000), Buffer.from('<script src=//x.example/a.js></script>')]))).toBe(
      'it contains markup or script',
    );
  });

  it('refuses data after the end of a PNG, GIF or WebP, markup anywhere, and markup in metadata', async () => {
    const image = sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } });
    const png = await image.clone().png().toBuffer();
    const gif = await image.clone().gif().toBuffer();
    const webp = await image.clone().webp().toBuffer();
    expect(layoutOf(png, 'png')?.end).toBe(png.length);
    expect(layoutOf(gif, 'gif')?.end).toBe(gif.length);
    expect(layoutOf(webp, 'webp')?.end).toBe(webp.length);
    for (const body of [png, gif, webp])
      expect(await judge(Buffer.concat([body, Buffer.from([1, 2, 3])]))).toBe('it has data after the end of the image');
    expect(await judge(Buffer.concat([png, Buffer.from('<?php echo 1; ?>')]))).toBe('it contains markup or script');
    const described = await image
      .clone()
      .jpeg()
      .withExif({ IFD0: { ImageDescription: '<img src=x>' } })
      .toBuffer();
    expect(await judge(described)).toBe('its metadata contains markup or script');
    const commented = await image
      .clone()
      .gif()
      .toBuffer()
      .then((g) => Buffer.concat([g.subarray(0, -1), Buffer.from([0x21, 0xfe, 9]), Buffer.from('<a href=x'), Buffer.from([0, 0x3b])]));
    expect(await judge(commented)).toBe('its metadata contains markup or script');
  });

  it('inflates compressed PNG text to search it, and refuses more than 1 MB of it', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const ztxt = (text: Buffer) => withChunk(png, 'zTXt', Buffer.concat([Buffer.from('Comment\0\0'), deflateSync(text)]));
    const itxt = (text: string) => withChunk(png, 'iTXt', Buffer.concat([Buffer.from('Comment\0\x01\0en\0\0'), deflateSync(Buffer.from(text))]));
    expect(await judge(ztxt(Buffer.from('Painted with Winsor blue')))).toBeNull();
    expect(await judge(itxt('Painted with Winsor blue'))).toBeNull();
    expect(await judge(ztxt(Buffer.from('<svg/onload=alert(1)>')))).toBe('its metadata contains markup or script');
    expect(await judge(itxt('<img src=x>'))).toBe('its metadata contains markup or script');
    // 64 MB of spaces in a chunk of 64 kB: never inflated whole.
    expect(await judge(ztxt(Buffer.alloc(64 * 1024 * 1024, 0x20)))).toBe('its text metadata is over 1 MB');
  });
});

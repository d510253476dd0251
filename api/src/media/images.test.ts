import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MSG } from '@plataforma/contracts';
import { MAX_IMAGE_SIDE, removeImage, storeImage, type ImagePolicy } from './images';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6b2fa0' } });

/** The GPS IFD pointer tag (0x8825), in either byte order. */
const hasGpsPointer = (exif: Buffer) => exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

describe('storeImage', () => {
  let work: string;
  let mediaDir: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'pj-images-'));
    mediaDir = join(work, 'media');
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  const store = (buffer: Buffer, policy: ImagePolicy = 'photo') => storeImage({ buffer, folder: 'pruebas', policy, mediaDir });

  async function rejects(promise: Promise<unknown>, statusCode: number, message: string) {
    await assert.rejects(promise, (error: Error & { statusCode?: number }) => {
      assert.equal(error.statusCode, statusCode);
      assert.equal(error.message, message);
      return true;
    });
  }

  const storedFiles = () => (existsSync(join(mediaDir, 'pruebas')) ? readdirSync(join(mediaDir, 'pruebas')) : []);

  it('stores a JPEG as a WebP file under <folder>/<uuid>.webp', async () => {
    const path = await store(await solid(64, 48).jpeg().toBuffer());
    assert.match(path, /^pruebas\/[0-9a-f-]{36}\.webp$/);
    const meta = await sharp(readFileSync(join(mediaDir, path))).metadata();
    assert.equal(meta.format, 'webp');
    assert.deepEqual([meta.width, meta.height], [64, 48]);
  });

  it('stores a PNG', async () => {
    const path = await store(await solid(30, 30).png().toBuffer());
    assert.equal((await sharp(join(mediaDir, path)).metadata()).format, 'webp');
  });

  it('strips EXIF and GPS, after rotating by the EXIF orientation', async () => {
    const input = await solid(40, 20)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Dato privado', Make: 'Telefono' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '16/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '68/1 9/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    assert.ok(before.exif?.includes('Dato privado') && hasGpsPointer(before.exif), 'the input carries EXIF and GPS');
    assert.equal(before.orientation, 6);

    const path = await store(input);
    const bytes = readFileSync(join(mediaDir, path));
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.exif, undefined);
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.orientation, undefined);
    assert.equal(bytes.includes('Dato privado'), false);
    // Orientation 6 means "rotate 90°": the stored pixels are upright, so width and height swap.
    assert.deepEqual([meta.width, meta.height], [20, 40]);
  });

  it('shrinks a large image to fit 1920x1920 and never enlarges a small one', async () => {
    const big = await store(await solid(3000, 1000).png().toBuffer(), 'carousel');
    const bigMeta = await sharp(join(mediaDir, big)).metadata();
    assert.deepEqual([bigMeta.width, bigMeta.height], [MAX_IMAGE_SIDE, 640]);
    const small = await store(await solid(10, 8).png().toBuffer(), 'carousel');
    const smallMeta = await sharp(join(mediaDir, small)).metadata();
    assert.deepEqual([smallMeta.width, smallMeta.height], [10, 8]);
  });

  it('judges the content, not the name: a text file is refused under both policies', async () => {
    const text = Buffer.from('esto no es una imagen, aunque se llame foto.jpg\n'.repeat(20));
    const count = storedFiles().length;
    await rejects(store(text, 'photo'), 400, MSG.fotoTipo);
    await rejects(store(text, 'carousel'), 400, MSG.imagenInvalida);
    assert.equal(storedFiles().length, count, 'nothing written');
  });

  it('refuses a truncated JPEG, which passes the header check but not a full decode', async () => {
    const jpeg = await solid(200, 150).jpeg().toBuffer();
    const count = storedFiles().length;
    await rejects(store(jpeg.subarray(0, Math.floor(jpeg.length * 0.8))), 400, MSG.imagenInvalida);
    assert.equal(storedFiles().length, count, 'nothing written');
  });

  it('accepts GIF and WebP only for the carousel', async () => {
    const gif = await solid(16, 16).gif().toBuffer();
    const webp = await solid(16, 16).webp().toBuffer();
    await rejects(store(gif, 'photo'), 400, MSG.fotoTipo);
    await rejects(store(webp, 'photo'), 400, MSG.fotoTipo);
    assert.match(await store(gif, 'carousel'), /\.webp$/);
    assert.match(await store(webp, 'carousel'), /\.webp$/);
  });

  it('refuses more than 5 MB with 413, before looking at the content', async () => {
    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    await rejects(store(huge), 413, MSG.fotoTamano);
  });

  it('refuses a decompression bomb (a small file declaring a huge canvas)', async () => {
    const side = 7_200; // 51.8 megapixels of zeros: a few hundred KB as PNG
    const bomb = await sharp(Buffer.alloc(side * side), { raw: { width: side, height: side, channels: 1 } }).png().toBuffer();
    assert.ok(bomb.length < MAX_IMAGE_BYTES);
    await rejects(store(bomb, 'carousel'), 400, MSG.imagenInvalida);
  });

  it('only accepts folder names chosen by the code', async () => {
    const png = await solid(4, 4).png().toBuffer();
    await assert.rejects(storeImage({ buffer: png, folder: '../fuera', policy: 'photo', mediaDir }));
  });
});

describe('removeImage', () => {
  let work: string;
  let mediaDir: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'pj-remove-'));
    mediaDir = join(work, 'media');
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('deletes a stored image', async () => {
    const path = await storeImage({ buffer: await solid(8, 8).png().toBuffer(), folder: 'usuarios', policy: 'photo', mediaDir });
    assert.ok(existsSync(join(mediaDir, path)));
    await removeImage(mediaDir, path);
    assert.equal(existsSync(join(mediaDir, path)), false);
  });

  it('ignores empty values and missing files', async () => {
    await removeImage(mediaDir, null);
    await removeImage(mediaDir, undefined);
    await removeImage(mediaDir, '');
    await removeImage(mediaDir, 'usuarios/no-existe.webp');
  });

  it('never deletes outside the media directory', async () => {
    const secret = join(work, 'secreto.txt');
    writeFileSync(secret, 'no borrar');
    await removeImage(mediaDir, '../secreto.txt');
    await removeImage(mediaDir, 'usuarios/../../secreto.txt');
    await removeImage(mediaDir, secret);
    await removeImage(mediaDir, '.');
    assert.ok(existsSync(secret));
    assert.ok(existsSync(mediaDir));
  });
});

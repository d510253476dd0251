import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG image (a screenshot or a downloaded file), as a phone camera reads it; null when none is found. */
export function readQr(png) {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { checkInPath } from '../../../../shared/attendance';
import { referenceFromPass, referenceInFrame } from './read-pass';

// The gate's camera path without a camera (docs/decisions/066): a pass's QR code made by the
// library the booking page draws it with, drawn as its image is (black modules on white, a
// one-module margin, 180 px), and read back as a frame of pixels.

async function passImage(text: string, width = 180) {
  const { modules } = QRCode.create(text, {});
  const side = modules.size + 2;
  const scale = Math.floor(width / side);
  const size = side * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const row = Math.floor(y / scale) - 1;
      const column = Math.floor(x / scale) - 1;
      const dark =
        row >= 0 && column >= 0 && row < modules.size && column < modules.size
          ? modules.get(row, column)
          : 0;
      if (dark) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  return { data, width: size, height: size };
}

/** The pass on a grey table, off-centre, as a camera frame would hold it. */
async function framed(text: string) {
  const pass = await passImage(text);
  const width = 480;
  const height = 360;
  const data = new Uint8ClampedArray(width * height * 4).fill(150);
  for (let y = 0; y < pass.height; y += 1)
    for (let x = 0; x < pass.width; x += 1) {
      const from = (y * pass.width + x) * 4;
      const to = ((y + 90) * width + (x + 200)) * 4;
      data.set(pass.data.subarray(from, from + 4), to);
    }
  return { data, width, height };
}

describe('reading a pass', () => {
  it("reads the booking page's QR code (the check-in address) to its reference", async () => {
    const url = `https://turfbook.example.com${checkInPath('TB-7K3M9Q')}`;
    expect(referenceInFrame(jsQR, await passImage(url))).toBe('TB-7K3M9Q');
    expect(referenceInFrame(jsQR, await framed(url))).toBe('TB-7K3M9Q');
  });

  it('reads a code holding the bare reference, in any case', async () => {
    expect(referenceInFrame(jsQR, await passImage('tb-7k3m9q'))).toBe('TB-7K3M9Q');
  });

  it('finds nothing in a frame without a code, and takes no other QR code for a pass', async () => {
    const blank = { data: new Uint8ClampedArray(320 * 240 * 4).fill(255), width: 320, height: 240 };
    expect(referenceInFrame(jsQR, blank)).toBeNull();
    expect(referenceInFrame(jsQR, await passImage('upi://pay?pa=venue@upi&am=800'))).toBeNull();
    expect(
      referenceInFrame(jsQR, await passImage('https://example.com/other?ref=TB-7K3M9Q')),
    ).toBeNull();
  });

  it("takes the reference out of the check-in address, whoever's host it names", () => {
    expect(referenceFromPass('http://127.0.0.1:8325/owner/check-in?ref=TB-ABCDEF')).toBe(
      'TB-ABCDEF',
    );
    expect(referenceFromPass('https://turfbook.example.com/owner/check-in')).toBeNull();
    expect(
      referenceFromPass('https://turfbook.example.com/owner/check-in?ref=nonsense'),
    ).toBeNull();
    expect(referenceFromPass('  TB-ABCDEF \n')).toBe('TB-ABCDEF');
  });
});

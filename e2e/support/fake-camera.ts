import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import { JOURNEY_CHROMIUM_FLAGS } from '../../scripts/chromium';

// A camera for journeys (docs/decisions/066): Chromium's fake capture device plays a Y4M file in a
// loop, so a journey that scans a pass gives Chromium a file showing that pass's QR code, drawn
// from the same library the booking page draws it with.

const WIDTH = 640;
const HEIGHT = 480;
/** Y4M's luma of black and white (studio range), and the grey of the table the pass lies on. */
const BLACK = 16;
const WHITE = 235;
const TABLE = 140;

/** A Y4M (4:2:0, one frame, which the fake device repeats) of `text`'s QR code on a grey table. */
export async function writeQrVideo(file: string, text: string): Promise<void> {
  const { modules } = QRCode.create(text, {});
  const side = modules.size + 2;
  const scale = Math.floor((HEIGHT * 0.7) / side);
  const size = side * scale;
  const left = Math.floor((WIDTH - size) / 2);
  const top = Math.floor((HEIGHT - size) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, TABLE);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const row = Math.floor(y / scale) - 1;
      const column = Math.floor(x / scale) - 1;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      luma[(top + y) * WIDTH + left + x] = inside && modules.get(row, column) ? BLACK : WHITE;
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma, chroma]));
}

/** The journeys' Chromium flags with a camera that shows `file` and asks no permission. */
export function fakeCameraFlags(file: string): string[] {
  return [
    ...JOURNEY_CHROMIUM_FLAGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

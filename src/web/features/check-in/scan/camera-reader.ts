import { referenceFromPass, referenceInFrame } from './read-pass';

// Reading passes from the phone's camera (docs/decisions/066): the browser's own BarcodeDetector
// where it reads QR codes (Chrome on Android, Safari), else jsQR on the video's frames drawn on a
// small canvas. Both are asked a few times a second until a pass is found.

/** Why the camera could not be used, as the screen tells it. */
export type CameraProblem = 'refused' | 'missing' | 'failed';

/** The problem a getUserMedia refusal stands for. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'missing';
  return 'failed';
}

/** Whether this browser can open a camera at all (a page over plain http has none). */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** A reader of one video frame: the pass's reference, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => {
      const codes = await detector.detect(video);
      for (const code of codes) {
        const reference = referenceFromPass(code.rawValue);
        if (reference) return reference;
      }
      return null;
    };
  } catch {
    return null;
  }
}

/** The longest side a frame is read at: enough for a pass held up to the phone, and quick. */
const FRAME_SIDE = 640;

async function jsQrReader(): Promise<FrameReader> {
  const { default: decode } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return referenceInFrame(decode, image);
  };
}

/** The best reader this browser has. */
export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? (await jsQrReader());
}

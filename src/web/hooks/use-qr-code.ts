import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an image data URL, null until made. qrcode loads only on a screen that
 * shows one (the UPI checkout's request, a booking's check-in pass), not with the app.
 */
export function useQrCode(text: string, width: number): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { width, margin: 1 }))
      .then((url) => {
        if (!cancelled) setImage(url);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [text, width]);
  return image;
}

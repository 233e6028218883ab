import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_SECONDARY } from '../../../components/action-styles';
import {
  cameraAvailable,
  cameraProblemOf,
  frameReader,
  type CameraProblem,
} from '../scan/camera-reader';

// Scan a player's pass with the phone's camera (docs/decisions/066). The camera is asked for only
// when the desk taps Scan, and let go as soon as a pass is read, Stop is tapped or the screen is
// left; a refused or missing camera is said plainly, and typing the reference still works.

/** How often a frame is read while scanning. */
const READ_EVERY_MS = 200;

export function PassScanner({ onReference }: { onReference: (reference: string) => void }) {
  const { t } = useTranslation('check-in');
  const [state, setState] = useState<'idle' | 'starting' | 'scanning'>('idle');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const found = useRef(onReference);
  useEffect(() => {
    found.current = onReference;
  }, [onReference]);

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState('idle');
  }, []);

  // Leaving the screen lets the camera go.
  useEffect(() => stop, [stop]);

  const start = async () => {
    setProblem(null);
    if (!cameraAvailable()) {
      setProblem('missing');
      return;
    }
    setState('starting');
    try {
      const opened = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      stream.current = opened;
      const element = video.current;
      if (!element) {
        stop();
        return;
      }
      element.srcObject = opened;
      await element.play();
      const read = await frameReader();
      setState('scanning');
      const tick = async () => {
        if (!stream.current) return;
        const reference = await read(element).catch(() => null);
        if (!stream.current) return;
        if (reference) {
          stop();
          found.current(reference);
          return;
        }
        timer.current = window.setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    } catch (error) {
      stop();
      setProblem(cameraProblemOf(error));
    }
  };

  const open = state !== 'idle';
  return (
    <div className="mt-3" data-testid="pass-scanner">
      {/* One video, mounted throughout, so the stream has somewhere to go the moment it opens. */}
      <div
        className={
          open ? 'relative mx-auto max-w-sm overflow-hidden rounded-xl bg-slate-900' : 'hidden'
        }
      >
        <video
          ref={video}
          className="aspect-square w-full object-cover"
          muted
          playsInline
          aria-label={t('scan.video')}
        />
        <div
          className="pointer-events-none absolute inset-[15%] rounded-lg border-2 border-white/80"
          aria-hidden="true"
        />
      </div>
      {open ? (
        <div className="mt-2 space-y-2 text-center">
          <p className="text-sm text-slate-600" role="status">
            {state === 'starting' ? t('scan.starting') : t('scan.looking')}
          </p>
          <button type="button" className={ACTION_SECONDARY} onClick={stop}>
            {t('scan.stop')}
          </button>
        </div>
      ) : (
        <button type="button" className={ACTION_SECONDARY} onClick={() => void start()}>
          {t('scan.start')}
        </button>
      )}
      {problem ? (
        <p
          role="alert"
          className="mt-2 text-sm font-medium text-red-700"
          data-testid="scan-problem"
        >
          {t(`scan.problem.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}

import { CameraOff, Flashlight, FlashlightOff, Keyboard, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useModalFocus } from '../../../components/ui/use-modal-focus.ts';
import { hasTorch, openCamera, setTorch, stopCamera, vibrate } from '../camera.ts';
import type { ScannedCode } from '../scan-code.ts';
import { cameraErrorKey } from '../scan-state.ts';
import { loadDecoder, useDecodeLoop } from '../use-decode-loop.ts';
import styles from './CameraView.module.css';
import { ManualEntry } from './ManualEntry.tsx';
import '../texts.ts';

type Camera = { status: 'starting' } | { status: 'live'; torch: boolean } | { status: 'error'; key: ReturnType<typeof cameraErrorKey> };

export interface CameraViewProps {
  /** A code was read (or typed): the camera is already stopped. */
  onCode: (scanned: ScannedCode) => void;
  /** The close button or Escape: the scan is cancelled. */
  onCancel: () => void;
}

/**
 * The full-screen live camera: framing box and prompt, close, torch (when the track has one) and
 * typing the digits. Decodes frames until a code is read, then vibrates 200 ms and stops the camera.
 */
export function CameraView({ onCode, onCancel }: CameraViewProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<Camera>({ status: 'starting' });
  const [torchOn, setTorchOn] = useState(false);
  const [manual, setManual] = useState(false);

  useModalFocus(!manual, rootRef, onCancel, closeRef);

  useEffect(() => {
    let cancelled = false;
    void loadDecoder().catch(() => undefined);
    openCamera().then(
      async (stream) => {
        if (cancelled) return stopCamera(stream);
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch((error: unknown) => console.warn('[scan] video play failed', error));
        }
        if (!cancelled) setCamera({ status: 'live', torch: hasTorch(stream) });
      },
      (error: unknown) => {
        console.warn('[scan] camera failed', error);
        if (!cancelled) setCamera({ status: 'error', key: cameraErrorKey(error instanceof Error ? error.name : undefined) });
      },
    );
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      cancelled = true;
      stopCamera(streamRef.current);
      streamRef.current = null;
      document.body.style.overflow = overflow;
    };
  }, []);

  const finish = useCallback(
    (scanned: ScannedCode) => {
      stopCamera(streamRef.current);
      streamRef.current = null;
      onCode(scanned);
    },
    [onCode],
  );
  const onDecoded = useCallback(
    (scanned: ScannedCode) => {
      vibrate(200);
      finish(scanned);
    },
    [finish],
  );
  useDecodeLoop(videoRef, camera.status === 'live' && !manual, onDecoded);

  const toggleTorch = async () => {
    const stream = streamRef.current;
    if (stream && (await setTorch(stream, !torchOn))) setTorchOn(!torchOn);
  };

  return createPortal(
    <div ref={rootRef} className={styles.root} role="dialog" aria-modal="true" aria-label={t('scan.camera')} data-testid="scan-camera" data-camera={camera.status}>
      <video ref={videoRef} className={styles.video} muted playsInline autoPlay aria-hidden />
      {camera.status !== 'error' && (
        <div className={styles.frameArea} aria-hidden={manual}>
          <div className={styles.frame} data-live={camera.status === 'live' || undefined}>
            <span className={styles.corners} />
            <span className={styles.line} />
          </div>
          <p className={styles.prompt} data-testid="scan-prompt">
            {camera.status === 'starting' ? t('scan.cameraStarting') : t('scan.prompt')}
          </p>
        </div>
      )}
      {camera.status === 'error' && (
        <div className={styles.problem} role="alert" data-testid="scan-camera-error">
          <CameraOff size={40} aria-hidden />
          <p>{t(camera.key)}</p>
        </div>
      )}
      <div className={styles.top}>
        <button ref={closeRef} type="button" className={styles.round} onClick={onCancel} aria-label={t('scan.cancel')} data-testid="scan-cancel">
          <X size={24} aria-hidden />
        </button>
        {camera.status === 'live' && camera.torch && (
          <button type="button" className={styles.round} onClick={() => void toggleTorch()} aria-pressed={torchOn} aria-label={torchOn ? t('scan.torchOff') : t('scan.torchOn')} data-testid="scan-torch">
            {torchOn ? <FlashlightOff size={22} aria-hidden /> : <Flashlight size={22} aria-hidden />}
          </button>
        )}
      </div>
      <div className={styles.bottom}>
        <button type="button" className={styles.manualButton} onClick={() => setManual(true)} data-testid="scan-manual">
          <Keyboard size={20} aria-hidden />
          <span>{t('scan.manual')}</span>
        </button>
      </div>
      {manual && <ManualEntry onCode={finish} onBack={() => setManual(false)} />}
    </div>,
    document.body,
  );
}

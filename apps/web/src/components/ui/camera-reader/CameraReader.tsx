import { CameraOff, Flashlight, FlashlightOff, Keyboard, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../use-modal-focus.ts';
import { hasTorch, openCamera, setTorch, stopCamera, vibrate } from '../../../lib/camera-reader/camera.ts';
import { loadDecoder, useDecodeLoop } from '../../../lib/camera-reader/decode-loop.ts';
import { cameraProblem, type CameraProblem, type CodeReader } from '../../../lib/camera-reader/reader.ts';
import styles from './CameraReader.module.css';

type Camera = { status: 'starting' } | { status: 'live'; torch: boolean } | { status: 'error'; problem: CameraProblem };

/** Every text the reader shows, already translated (each caller names its own). */
export interface CameraReaderTexts {
  /** The dialog's accessible name. */
  label: string;
  prompt: string;
  starting: string;
  cancel: string;
  torchOn: string;
  torchOff: string;
  manual: string;
  problem: Record<CameraProblem, string>;
}

export interface CameraReaderProps<T> {
  /** The formats to read and what is accepted of a decoded text. */
  reader: CodeReader<T>;
  texts: CameraReaderTexts;
  /** The prefix of the data-testid attributes ('scan' → scan-camera, scan-cancel…). */
  testId: string;
  /** A code was read (or typed): the camera is already stopped. */
  onCode: (code: T) => void;
  /** The close button or Escape: cancelled. */
  onCancel: () => void;
  /** The typing panel shown over the camera; without it, the typing button calls `onManual`. */
  manualEntry?: ComponentType<{ onCode: (code: T) => void; onBack: () => void }>;
  onManual?: () => void;
  /** Open on the typing panel (needs `manualEntry`): the camera starts only when the shopper goes back to it. */
  startManual?: boolean;
}

/**
 * The full-screen live camera (docs/scan.md#camera-reader): framing box and prompt, close, torch
 * (when the track has one) and typing the code. Decodes frames until the reader accepts a code, then
 * vibrates 200 ms and stops the camera. A refused or missing camera says so.
 */
export function CameraReader<T>({
  reader,
  texts,
  testId,
  onCode,
  onCancel,
  manualEntry: ManualEntry,
  onManual,
  startManual = false,
}: CameraReaderProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<Camera>({ status: 'starting' });
  const [torchOn, setTorchOn] = useState(false);
  const [manual, setManual] = useState(startManual && ManualEntry !== undefined);
  // Not asked for the camera while the shopper types (no permission prompt for nothing).
  const [wantCamera, setWantCamera] = useState(!manual);

  useModalFocus(!manual, rootRef, onCancel, closeRef);

  useEffect(() => {
    if (!wantCamera) return;
    let cancelled = false;
    void loadDecoder().catch(() => undefined);
    openCamera().then(
      async (stream) => {
        if (cancelled) return stopCamera(stream);
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch((error: unknown) => console.warn('[camera] video play failed', error));
        }
        if (!cancelled) setCamera({ status: 'live', torch: hasTorch(stream) });
      },
      (error: unknown) => {
        console.warn('[camera] camera failed', error);
        if (!cancelled) setCamera({ status: 'error', problem: cameraProblem(error instanceof Error ? error.name : undefined) });
      },
    );
    return () => {
      cancelled = true;
      stopCamera(streamRef.current);
      streamRef.current = null;
    };
  }, [wantCamera]);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const finish = useCallback(
    (code: T) => {
      stopCamera(streamRef.current);
      streamRef.current = null;
      onCode(code);
    },
    [onCode],
  );
  const onDecoded = useCallback(
    (code: T) => {
      vibrate(200);
      finish(code);
    },
    [finish],
  );
  useDecodeLoop(videoRef, camera.status === 'live' && !manual, reader, onDecoded);

  const toggleTorch = async () => {
    const stream = streamRef.current;
    if (stream && (await setTorch(stream, !torchOn))) setTorchOn(!torchOn);
  };
  const typeInstead = () => {
    if (ManualEntry) setManual(true);
    else (onManual ?? onCancel)();
  };

  return createPortal(
    <div
      ref={rootRef}
      className={styles.root}
      role="dialog"
      aria-modal="true"
      aria-label={texts.label}
      data-testid={`${testId}-camera`}
      data-camera={wantCamera ? camera.status : 'off'}
    >
      <video ref={videoRef} className={styles.video} muted playsInline autoPlay aria-hidden />
      {camera.status !== 'error' && wantCamera && (
        <div className={styles.frameArea} aria-hidden={manual}>
          <div className={styles.frame} data-live={camera.status === 'live' || undefined}>
            <span className={styles.corners} />
            <span className={styles.line} />
          </div>
          <p className={styles.prompt} data-testid={`${testId}-prompt`}>
            {camera.status === 'starting' ? texts.starting : texts.prompt}
          </p>
        </div>
      )}
      {camera.status === 'error' && (
        <div className={styles.problem} role="alert" data-testid={`${testId}-camera-error`} data-problem={camera.problem}>
          <CameraOff size={40} aria-hidden />
          <p>{texts.problem[camera.problem]}</p>
        </div>
      )}
      <div className={styles.top}>
        <button
          ref={closeRef}
          type="button"
          className={styles.round}
          onClick={onCancel}
          aria-label={texts.cancel}
          data-testid={`${testId}-cancel`}
        >
          <X size={24} aria-hidden />
        </button>
        {camera.status === 'live' && camera.torch && (
          <button
            type="button"
            className={styles.round}
            onClick={() => void toggleTorch()}
            aria-pressed={torchOn}
            aria-label={torchOn ? texts.torchOff : texts.torchOn}
            data-testid={`${testId}-torch`}
          >
            {torchOn ? <FlashlightOff size={22} aria-hidden /> : <Flashlight size={22} aria-hidden />}
          </button>
        )}
      </div>
      <div className={styles.bottom}>
        <button type="button" className={styles.manualButton} onClick={typeInstead} data-testid={`${testId}-manual`}>
          <Keyboard size={20} aria-hidden />
          <span>{texts.manual}</span>
        </button>
      </div>
      {manual && ManualEntry && (
        <ManualEntry
          onCode={finish}
          onBack={() => {
            setManual(false);
            setWantCamera(true);
          }}
        />
      )}
    </div>,
    document.body,
  );
}

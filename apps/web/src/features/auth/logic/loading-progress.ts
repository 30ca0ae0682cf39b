/** The loading screen (docs/accounts.md#sign-in-screen): +1 % every 100 ms to 100, then 1 s, then done. */
export const PROGRESS_STEP_MS = 100;
export const PROGRESS_PAUSE_MS = 1000;

export interface ProgressOptions {
  onProgress: (percent: number) => void;
  onDone: () => void;
  stepMs?: number;
  pauseMs?: number;
}

/** Starts the progress; returns a cancel function (unmount). */
export function runProgress({ onProgress, onDone, stepMs = PROGRESS_STEP_MS, pauseMs = PROGRESS_PAUSE_MS }: ProgressOptions): () => void {
  let percent = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;
  onProgress(percent);
  const tick = setInterval(() => {
    percent += 1;
    onProgress(percent);
    if (percent >= 100) {
      clearInterval(tick);
      pause = setTimeout(onDone, pauseMs);
    }
  }, stepMs);
  return () => {
    clearInterval(tick);
    if (pause) clearTimeout(pause);
  };
}

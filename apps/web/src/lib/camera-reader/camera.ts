/** The back camera for reading codes (docs/scan.md#camera-reader): getUserMedia (environment-facing), torch when the track has one. */

export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

export function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('No camera API', 'NotFoundError'));
  return navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
}

export function stopCamera(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/** True when the video track can switch its torch on (`getCapabilities().torch`). */
export function hasTorch(stream: MediaStream): boolean {
  const track = stream.getVideoTracks()[0];
  if (!track || typeof track.getCapabilities !== 'function') return false;
  return (track.getCapabilities() as TorchCapabilities).torch === true;
}

export async function setTorch(stream: MediaStream, on: boolean): Promise<boolean> {
  const track = stream.getVideoTracks()[0];
  if (!track) return false;
  try {
    await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    return true;
  } catch (error) {
    console.warn('[camera] torch failed', error);
    return false;
  }
}

/** Vibrates 200 ms (docs/scan.md#constants) where the device can. */
export function vibrate(ms = 200): void {
  try {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(ms);
  } catch {
    // not allowed here: ignored
  }
}

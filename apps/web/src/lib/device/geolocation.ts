import type { LatLng } from '@qadhya/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { confirmDialog } from '../notify/dialog-store.ts';

/** Why no position came back: permission refused, location service off / no fix, or too slow. */
export type LocationDenial = 'denied' | 'unavailable' | 'timeout';

export type PositionResult = { ok: true; position: LatLng } | { ok: false; reason: LocationDenial };

/** High accuracy, maximum age 60 s (docs/stores.md#location). */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 60_000, timeout: 15_000 };

function denialOf(error: GeolocationPositionError | { code?: number }): LocationDenial {
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

/** One position request. Never throws: a refusal or failure comes back as a typed denial. */
export function getPosition(options: PositionOptions = POSITION_OPTIONS): Promise<PositionResult> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      resolve({ ok: false, reason: 'unavailable' });
      return;
    }
    try {
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ ok: true, position: { lat: p.coords.latitude, lng: p.coords.longitude } }),
        (error) => resolve({ ok: false, reason: denialOf(error) }),
        options,
      );
    } catch {
      resolve({ ok: false, reason: 'unavailable' });
    }
  });
}

let alertOpen = false;

/**
 * The location alert (docs/stores.md#location): title Localisation, 'Veuillez activer la localisation
 * (GPS).', Accepter / Refuser. A browser cannot open the OS settings, so Accepter retries the
 * position request instead. Only one alert at a time. Resolves true when the user accepted.
 */
export async function showLocationAlert(title: string, text: string): Promise<boolean> {
  if (alertOpen) return false;
  alertOpen = true;
  try {
    return await confirmDialog(title, text);
  } finally {
    alertOpen = false;
  }
}

export type LocationState =
  | { status: 'pending'; position: null; reason: null }
  | { status: 'granted'; position: LatLng; reason: null }
  | { status: 'denied'; position: null; reason: LocationDenial };

export interface UseLocation {
  status: LocationState['status'];
  position: LatLng | null;
  reason: LocationDenial | null;
  /** True once the position was refused or failed (the spec's refusal flag). */
  denied: boolean;
  /** 'Vous devez autoriser la localisation pour accéder à cette page.' when denied, else null. */
  message: string | null;
  /** Asks for the position again. */
  retry: () => void;
}

export interface UseLocationOptions {
  /** Ask for the position (default true). */
  enabled?: boolean;
  /** Show the 'enable location' alert when the service is unavailable (default true). */
  alert?: boolean;
}

const PENDING: LocationState = { status: 'pending', position: null, reason: null };

/**
 * The shopper's position with the spec's denied state and message. When the location service is
 * unavailable the alert offers to retry; the check is repeated when the app comes back to the
 * foreground (visibilitychange).
 */
export function useLocation({ enabled = true, alert = true }: UseLocationOptions = {}): UseLocation {
  const { t } = useTranslation();
  const [state, setState] = useState<LocationState>(PENDING);
  const generation = useRef({ id: 0 });
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const request = useCallback(
    (withAlert: boolean) => {
      const counter = generation.current;
      const run = async (showAlert: boolean): Promise<void> => {
        const id = ++counter.id;
        const result = await getPosition();
        if (id !== counter.id) return;
        if (result.ok) {
          setState({ status: 'granted', position: result.position, reason: null });
          return;
        }
        setState({ status: 'denied', position: null, reason: result.reason });
        if (showAlert && result.reason !== 'denied') {
          const accepted = await showLocationAlert(t('location.alertTitle'), t('location.alertText'));
          if (accepted && id === counter.id) await run(false);
        }
      };
      void run(withAlert);
    },
    [t],
  );

  useEffect(() => {
    if (!enabled) return;
    const counter = generation.current;
    request(alert);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && stateRef.current.status === 'denied') request(alert);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      counter.id++;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, alert, request]);

  const retry = useCallback(() => {
    setState(PENDING);
    request(false);
  }, [request]);

  return {
    status: state.status,
    position: state.position,
    reason: state.reason,
    denied: state.status === 'denied',
    message: state.status === 'denied' ? t('location.denied') : null,
    retry,
  };
}

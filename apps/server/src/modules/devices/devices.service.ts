import type { Clock } from '@qadhya/domain';
import { AppError } from '../../errors.ts';
import type { DevicesRepository } from './devices.repository.ts';

export const deviceBound = () =>
  new AppError(409, 'DEVICE_BOUND', 'This device id belongs to another account: register the device under a new id.');

/**
 * Device registration on first launch. A device id is bound to the first account that registers it
 * with a live token and stays bound to it: the same account may register it again (last_seen,
 * platform), another account gets 409 DEVICE_BOUND, and an anonymous call never binds nor moves a
 * bound device (it answers 200 either way, so it learns nothing about the binding).
 */
export function createDevicesService({ repo, clock }: { repo: DevicesRepository; clock: Clock }) {
  return {
    async register(deviceId: string, platform: string, userId: number | null): Promise<{ registered: true }> {
      const written = await repo.register(deviceId, platform, userId, clock.now());
      if (!written && userId !== null) throw deviceBound();
      return { registered: true };
    },
  };
}

import type { Clock } from '@qadhya/domain';
import type { DevicesRepository } from './devices.repository.ts';

/** Device registration on first launch, linked to the user once they sign in. */
export function createDevicesService(repo: DevicesRepository, clock: Clock) {
  return {
    async register(deviceId: string, platform: string, userId: number | null): Promise<{ registered: true }> {
      await repo.upsert(deviceId, platform, userId, clock.now());
      return { registered: true };
    },
  };
}

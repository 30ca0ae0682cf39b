import { NOTIFY_KEYS, type NotificationConfig } from '@qadhya/contracts';

export { NOTIFY_KEYS };

/** The full set of five values after one switch changed (a change sends all five: docs/accounts.md#notification-switches). */
export function toggledConfig(config: NotificationConfig, key: keyof NotificationConfig, on: boolean): NotificationConfig {
  const next = {} as Record<keyof NotificationConfig, 0 | 1>;
  for (const k of NOTIFY_KEYS) next[k] = k === key ? (on ? 1 : 0) : config[k] === 1 ? 1 : 0;
  return next as NotificationConfig;
}

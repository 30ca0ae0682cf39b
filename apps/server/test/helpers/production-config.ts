import { checkRunnableConfig, ConfigError, loadConfig } from '../../src/config.ts';
import { expect } from 'vitest';

/** A production environment the start-up check accepts (docs/operations.md#data). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.qadhya.tn',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  SMS_GATEWAY_TOKEN: 'a-long-gateway-token-0123',
  STAFF_SECRET_KEY: 'a-staff-secret-key-of-32-characters',
  PERSONAL_DATA_KEY: 'a-personal-data-key-of-32-characters',
};

/**
 * The problems a configuration is refused for: those of loadConfig, then (with `check`) those of
 * the production start-up check; [] when it is accepted.
 */
export function configProblems(env: Record<string, string>, check: boolean): string[] {
  try {
    const config = loadConfig(env);
    if (check) checkRunnableConfig(config);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
}

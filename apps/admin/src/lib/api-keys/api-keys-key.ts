/**
 * The query key under which every read of the API keys lives (the API keys' list, the audit log's
 * key names): creating or revoking a key refreshes them all. Shared by two features, so it lives
 * here (docs/architecture.md#feature-boundaries).
 */
export const apiKeysKey = ['api-keys'] as const;

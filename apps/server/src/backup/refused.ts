/**
 * A backup or restore refused, with nothing written (a restore's staging folder is removed); the
 * message says why and the command line exits with code 2 (docs/operations.md#backup-and-restore).
 */
export class BackupRefused extends Error {}

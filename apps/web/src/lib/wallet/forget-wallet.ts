/**
 * Sign-out: deletes what the wallet kept on the device for `user` (docs/wallet.md#offline-at-the-till).
 * The code (and IndexedDB's) loads only then; a failure never holds the sign-out up.
 */
export async function forgetWallet(user: string): Promise<void> {
  try {
    await (await import('../offline/wallet-forget.ts')).forgetWalletOnDevice(user);
  } catch {
    /* no IndexedDB (private mode): nothing was kept */
  }
}

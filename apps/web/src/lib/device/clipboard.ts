/** Copies text; resolves false when the browser refuses (copy failures are only logged, per spec). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('copy failed', error);
    return false;
  }
}

/**
 * Reads GET /api/v1/lists/events the way the web app does: a streaming fetch with the bearer
 * header, frames split on blank lines (docs/shopping-lists.md#live).
 */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The body of an answer that is not a stream (an error's JSON). */
  errorBody?: unknown;
  /** The next event (comments and retry lines skipped); null once the server ended the stream. */
  next(): Promise<SseEvent | null>;
  /** Comments seen so far (the heartbeat). */
  comments: string[];
  close(): void;
}

export async function openEvents(url: string, token: string | null, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: abort.signal,
  });
  const comments: string[] = [];
  if (!res.ok || !res.body) {
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      errorBody: text.startsWith('{') ? JSON.parse(text) : text,
      next: async () => null,
      comments,
      close: () => abort.abort(),
    };
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  const next = async (): Promise<SseEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of frame.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length > 0) return { event, data: JSON.parse(data.join('\n')) };
        continue;
      }
      if (done) return null;
      try {
        const chunk = await reader.read();
        if (chunk.done) done = true;
        else buffer += decoder.decode(chunk.value, { stream: true });
      } catch {
        done = true;
      }
    }
  };
  return { status: res.status, headers: res.headers, next, comments, close: () => abort.abort() };
}

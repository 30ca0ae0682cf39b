import type { Clock } from '@qadhya/domain';

/** One e-mail: plain text only (docs/help.md#e-mail). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What an e-mail is for, for the log: 'support_reply', 'invitation', … */
export interface EmailMeta {
  purpose?: string;
}

/** Sends one e-mail. Rejects with EmailError when it could not be handed over. */
export interface EmailProvider {
  /** False when e-mail is off (production without a gateway): every send rejects. */
  readonly enabled: boolean;
  send(message: EmailMessage, meta?: EmailMeta): Promise<void>;
}

/** The e-mail could not be sent (off, gateway down, refused, too slow). */
export class EmailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailError';
  }
}

export interface EmailOutboxItem extends EmailMessage {
  purpose: string;
  sent_at: string;
}

export interface EmailLog {
  info(obj: object, msg: string): void;
}

/**
 * Development and tests: nothing leaves the machine. Each e-mail is written to the log and kept in an
 * in-memory outbox (newest first, at most `capacity`), read by GET /api/dev/emails?to=….
 */
export class DevEmailProvider implements EmailProvider {
  readonly enabled = true;
  private readonly items: EmailOutboxItem[] = [];

  constructor(
    private readonly log: EmailLog,
    private readonly clock: Clock,
    private readonly capacity = 500,
  ) {}

  async send(message: EmailMessage, meta?: EmailMeta): Promise<void> {
    this.items.unshift({ ...message, purpose: meta?.purpose ?? 'other', sent_at: this.clock.now().toISOString() });
    if (this.items.length > this.capacity) this.items.length = this.capacity;
    this.log.info({ to: message.to, subject: message.subject }, `dev e-mail to ${message.to}: ${message.subject}`);
  }

  /** The e-mails sent, newest first; only those to `to` (any case) when given. */
  outbox(to?: string): EmailOutboxItem[] {
    const want = to?.toLowerCase();
    return want ? this.items.filter((m) => m.to.toLowerCase() === want) : [...this.items];
  }
}

/** Production without EMAIL_GATEWAY_URL: e-mail is off, every send refuses (nothing is lost silently). */
export const disabledEmail: EmailProvider = {
  enabled: false,
  async send() {
    throw new EmailError('e-mail is not configured (EMAIL_GATEWAY_URL)');
  },
};

export interface HttpEmailOptions {
  url: string;
  token: string | undefined;
  from: string;
  timeoutMs: number;
  timeoutSignal?: (ms: number) => AbortSignal;
}

/**
 * An HTTP e-mail gateway: POSTs `{ from, to, subject, text }` as JSON (Bearer token when configured).
 * A non-2xx answer, a network error or the timeout reject with EmailError.
 */
export class HttpEmailProvider implements EmailProvider {
  readonly enabled = true;
  constructor(private readonly options: HttpEmailOptions) {}

  async send(message: EmailMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let res: Response;
    try {
      res = await fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ from: this.options.from, to: message.to, subject: message.subject, text: message.text }),
        signal: (this.options.timeoutSignal ?? AbortSignal.timeout)(this.options.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const reason =
        err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
          ? `no answer within ${this.options.timeoutMs} ms`
          : err instanceof Error
            ? err.message
            : String(err);
      throw new EmailError(`e-mail gateway unreachable: ${reason}`);
    }
    if (res.status < 200 || res.status >= 300) {
      const body = await res.text().catch(() => '');
      throw new EmailError(`e-mail gateway answered ${res.status}${body ? `: ${body.slice(0, 200)}` : ''}`);
    }
    await res.body?.cancel().catch(() => {});
  }
}

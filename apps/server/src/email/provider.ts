import type { Clock } from '@qadhya/domain';
import { postToGateway, type GatewayTarget } from '../http/json-gateway.ts';

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

export interface HttpEmailOptions extends GatewayTarget {
  from: string;
}

/**
 * An HTTP e-mail gateway: POSTs `{ from, to, subject, text }` as JSON (Bearer token when configured).
 * A non-2xx answer, a network error or the timeout reject with EmailError.
 */
export class HttpEmailProvider implements EmailProvider {
  readonly enabled = true;
  constructor(private readonly options: HttpEmailOptions) {}

  async send(message: EmailMessage): Promise<void> {
    const { from } = this.options;
    const body = { from, to: message.to, subject: message.subject, text: message.text };
    await postToGateway(this.options, body, 'e-mail', (m) => new EmailError(m));
  }
}

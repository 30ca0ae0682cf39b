import type { Clock } from '@qadhya/domain';
import { postToGateway, type GatewayTarget } from '../http/json-gateway.ts';

/** Sends one SMS to a Tunisian phone (8 digits). Rejects when the message could not be handed over. */
export interface SmsProvider {
  send(phone: string, text: string, meta?: SmsMeta): Promise<void>;
}

/** What an SMS is for, for the metrics (src/sms/sms.plugin.ts): an OTP's purpose. */
export interface SmsMeta {
  purpose?: string;
}

/** The SMS could not be sent (gateway down, refused, too slow). */
export class SmsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsError';
  }
}

/** The international form of a Tunisian number: +216 and the 8 digits. */
export const internationalPhone = (phone: string) => `+216${phone}`;

export interface OutboxMessage {
  phone: string;
  text: string;
  sent_at: string;
}

/** Where the dev provider writes: the server log. */
export interface SmsLog {
  info(obj: object, msg: string): void;
}

/**
 * Development and tests: nothing leaves the machine. Each SMS is written to the log and kept in an
 * in-memory outbox (newest first, at most `capacity`), read by GET /api/dev/outbox.
 */
export class DevSmsProvider implements SmsProvider {
  private readonly items: OutboxMessage[] = [];

  constructor(
    private readonly log: SmsLog,
    private readonly clock: Clock,
    private readonly capacity = 500,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    this.items.unshift({ phone, text, sent_at: this.clock.now().toISOString() });
    if (this.items.length > this.capacity) this.items.length = this.capacity;
    this.log.info({ phone, text }, `dev SMS to ${phone}: ${text}`);
  }

  /** The messages sent, newest first; only those to `phone` when given. */
  outbox(phone?: string): OutboxMessage[] {
    return phone ? this.items.filter((m) => m.phone === phone) : [...this.items];
  }
}

export interface HttpGatewayOptions extends GatewayTarget {
  sender: string;
}

/**
 * Production: POSTs `{ to: "+216…", text, sender }` as JSON to the gateway (Bearer token when
 * configured). A non-2xx answer, a network error or the timeout reject with SmsError.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly options: HttpGatewayOptions) {}

  async send(phone: string, text: string): Promise<void> {
    const body = { to: internationalPhone(phone), text, sender: this.options.sender };
    await postToGateway(this.options, body, 'SMS', (m) => new SmsError(m));
  }
}

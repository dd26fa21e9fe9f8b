import { type Json, newId } from './state.ts';

/** Where events go: the shop's webhook endpoint, reached through an adapter (fetch, or the worker in-process). */
export interface WebhookEndpoint {
  /** The endpoint's signing secret (`whsec_…`). */
  secret: string;
  /** The event types the endpoint is enabled for, as in the Dashboard; others are recorded, not sent. */
  enabledEvents: readonly string[];
  /** Sends one signed request and returns the response. */
  send(request: Request): Promise<Response>;
  /** Delays between redeliveries after a failure (Stripe retries for up to three days). */
  retryDelaysMs?: readonly number[];
}

export interface Delivery {
  eventId: string;
  type: string;
  /** HTTP status of each attempt, or 0 when the request failed to get an answer. */
  attempts: number[];
}

const encoder = new TextEncoder();

/**
 * The `Stripe-Signature` header as Stripe computes it (https://docs.stripe.com/webhooks#verify-manually):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed with the endpoint secret>`.
 */
export async function signatureHeader(payload: string, secret: string, timestampS: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestampS}.${payload}`));
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `t=${timestampS},v1=${hex}`;
}

/** Events as https://docs.stripe.com/api/events/object describes them, delivered in the order emitted. */
export class EventBus {
  readonly events: Json[] = [];
  readonly deliveries: Delivery[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly endpoint: WebhookEndpoint | undefined;
  private readonly apiVersion: string;
  private readonly now: () => number;
  private readonly webhookUrl: string;

  constructor(options: { endpoint?: WebhookEndpoint; apiVersion: string; now: () => number; webhookUrl: string }) {
    this.endpoint = options.endpoint;
    this.apiVersion = options.apiVersion;
    this.now = options.now;
    this.webhookUrl = options.webhookUrl;
  }

  /** Records an event about `object` and queues its delivery; resolves once this event's delivery is over. */
  emit(type: string, object: Json, previousAttributes?: Json): Promise<void> {
    const event = {
      id: newId('evt', 24),
      object: 'event',
      api_version: this.apiVersion,
      created: Math.floor(this.now() / 1000),
      data: { object: structuredClone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    const endpoint = this.endpoint;
    if (!endpoint || !endpoint.enabledEvents.includes(type)) return Promise.resolve();
    this.queue = this.queue.then(() => this.deliver(event, endpoint));
    return this.queue;
  }

  /** Resolves when every delivery queued so far has finished (retries included). */
  settled(): Promise<void> {
    return this.queue;
  }

  private async deliver(event: Json & { id: string; type: string }, endpoint: WebhookEndpoint): Promise<void> {
    const delivery: Delivery = { eventId: event.id, type: event.type, attempts: [] };
    this.deliveries.push(delivery);
    const payload = JSON.stringify(event, null, 2);
    const delays = endpoint.retryDelaysMs ?? [];
    for (let attempt = 0; ; attempt++) {
      const signature = await signatureHeader(payload, endpoint.secret, Math.floor(this.now() / 1000));
      const request = new Request(this.webhookUrl, {
        method: 'POST',
        body: payload,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      });
      let status = 0;
      try {
        const response = await endpoint.send(request);
        status = response.status;
        await response.body?.cancel();
      } catch {
        status = 0;
      }
      delivery.attempts.push(status);
      if (status >= 200 && status < 300) return;
      if (attempt >= delays.length) return;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

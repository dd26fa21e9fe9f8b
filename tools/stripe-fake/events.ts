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

/** An event as the bus sends it. */
export type StripeEvent = Json & { id: string; type: string };

/** How a batch of events is put in the order they are sent (the held events, for `release`). */
export type Arrange = (events: StripeEvent[]) => StripeEvent[];

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

/** Fisher–Yates: every order equally likely. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Events as https://docs.stripe.com/api/events/object describes them, delivered as Stripe delivers them:
 * "Stripe doesn't guarantee the delivery of events in the order that they're generated", and the endpoint
 * gets them concurrently (https://docs.stripe.com/webhooks#event-ordering). The events emitted together
 * (one API call, one payment) are sent at the same time, in a shuffled order. Tests can hold events back
 * and release them in an order of their choosing, and redeliver the ones that failed, as Stripe's
 * automatic retries do (https://docs.stripe.com/webhooks#retries).
 */
export class EventBus {
  readonly events: StripeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  private readonly endpoint: WebhookEndpoint | undefined;
  private readonly apiVersion: string;
  private readonly now: () => number;
  private readonly webhookUrl: string;
  /** Events emitted in this turn of the event loop, sent together once it ends. */
  private batch: { event: StripeEvent; done: () => void }[] = [];
  private held: StripeEvent[] | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(options: { endpoint?: WebhookEndpoint; apiVersion: string; now: () => number; webhookUrl: string }) {
    this.endpoint = options.endpoint;
    this.apiVersion = options.apiVersion;
    this.now = options.now;
    this.webhookUrl = options.webhookUrl;
  }

  /**
   * Records an event about `object` and queues its delivery with the others emitted in the same turn.
   * Resolves once this event's delivery is over, or at once while events are held.
   */
  emit(type: string, object: Json, previousAttributes?: Json): Promise<void> {
    const event: StripeEvent = {
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
    if (!this.endpoint?.enabledEvents.includes(type)) return Promise.resolve();
    if (this.held) {
      this.held.push(event);
      return Promise.resolve();
    }
    return new Promise<void>((done) => {
      if (this.batch.length === 0) queueMicrotask(() => this.sendBatch());
      this.batch.push({ event, done });
    });
  }

  /** Holds every event emitted from now on until `release`. */
  hold(): void {
    this.held ??= [];
  }

  /**
   * Sends the held events, one after another in the order `arrange` gives (by default all at once, in a
   * shuffled order), and stops holding. Resolves once they are delivered.
   */
  async release(arrange?: Arrange): Promise<void> {
    const held = this.held ?? [];
    this.held = null;
    if (arrange) {
      for (const event of arrange(held)) await this.track(this.deliver(event));
    } else {
      await Promise.all(shuffled(held).map((event) => this.track(this.deliver(event))));
    }
  }

  /**
   * Stripe's automatic retries, all due at once: every event whose last delivery failed is sent again,
   * concurrently, until each is accepted or `rounds` rounds have passed.
   */
  async retryFailed(rounds = 5): Promise<void> {
    for (let round = 0; round < rounds; round++) {
      const failed = this.deliveries.filter((d) => !accepted(d.attempts.at(-1)));
      if (failed.length === 0) return;
      const events = failed.map((d) => this.events.find((e) => e.id === d.eventId)!);
      await Promise.all(shuffled(events).map((event) => this.track(this.deliver(event))));
    }
  }

  /** Resolves when every delivery queued so far has finished (retries included). */
  async settled(): Promise<void> {
    await Promise.resolve();
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private sendBatch(): void {
    const batch = this.batch;
    this.batch = [];
    for (const { event, done } of shuffled(batch)) void this.track(this.deliver(event)).then(done);
  }

  private track(delivery: Promise<void>): Promise<void> {
    this.inFlight.add(delivery);
    return delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(event: StripeEvent): Promise<void> {
    const endpoint = this.endpoint!;
    let delivery = this.deliveries.find((d) => d.eventId === event.id);
    if (!delivery) {
      delivery = { eventId: event.id, type: event.type, attempts: [] };
      this.deliveries.push(delivery);
    }
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
      if (accepted(status) || attempt >= delays.length) return;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

/** "Stripe considers a delivery successful when your endpoint returns a 2xx status code." */
function accepted(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status < 300;
}

import { atom } from 'jotai';
import type { ServiceTopic } from './service-topics';

/**
 * Asks the footer to open its customer-service dialog on a topic, from elsewhere on the page (the plan card's
 * "Priority customer support"); `opener` gets focus back when the dialog closes. The footer clears it.
 */
export const serviceRequestAtom = atom<{ topic: ServiceTopic; opener: HTMLElement } | null>(null);

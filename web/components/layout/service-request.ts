import { atom } from 'jotai';
import type { ServiceTopic } from './service-topics';

/**
 * Asks for the customer-service dialog on a topic (./CustomerService.tsx, in the layout), from the footer's links or
 * elsewhere on the page (the plan card's "Priority customer support"); `opener` gets focus back when the dialog
 * closes. The dialog's host clears it.
 */
export const serviceRequestAtom = atom<{ topic: ServiceTopic; opener: HTMLElement } | null>(null);

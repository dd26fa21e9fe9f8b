/** The customer-service dialog's sections, in tab order; each footer link opens the dialog on one. */
export const SERVICE_TOPICS = ['faq', 'shipping', 'returns', 'track', 'support'] as const;
export type ServiceTopic = (typeof SERVICE_TOPICS)[number];

export function isServiceTopic(value: string): value is ServiceTopic {
  return (SERVICE_TOPICS as readonly string[]).includes(value);
}

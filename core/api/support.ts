import * as z from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../language';

/**
 * POST /api/support: the footer's contact form. The schema only bounds the body's shape and size (far above
 * the form's own limits); core/support.ts validateSupportRequest then answers each problem with its own code.
 */
export const supportRequestBody = z.object({
  email: z.string().max(320),
  orderReference: z.string().max(64).optional(),
  subject: z.string().max(1000),
  message: z.string().max(12_000),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});

/** 201: the request is stored and confirmed by e-mail; `promisedBy` is when an answer is due (ISO). */
export interface SupportAnswer {
  id: string;
  member: boolean;
  promisedBy: string;
}

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** GET /api/admin/support?status= → { items }: members first, then oldest first. Default: the requests not closed. */
export const supportInboxQuery = z.object({ status: z.enum([...SUPPORT_STATUSES, 'all']).optional() });

/** POST /api/admin/support/:id/replies { text } → the request with its thread. */
export const supportReplyBody = z.object({ text: z.string().max(12_000) });

export interface AdminSupportRow {
  id: string;
  email: string;
  language: string;
  member: boolean;
  orderReference: string | null;
  subject: string;
  status: SupportStatus;
  promisedBy: string;
  /** Still waiting for its first reply after the promised time. */
  overdue: boolean;
  createdAt: string;
  repliedAt: string | null;
}

export interface AdminSupportMessage {
  id: number;
  author: 'shopper' | 'operator';
  operatorEmail: string | null;
  text: string;
  createdAt: string;
}

export interface AdminSupportRequest extends AdminSupportRow {
  closedAt: string | null;
  messages: AdminSupportMessage[];
}

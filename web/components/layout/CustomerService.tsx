import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { onDemand } from '../ui/on-demand';
import { serviceRequestAtom } from './service-request';
import type { ServiceTopic } from './service-topics';

// Opened by a tap: the worker's renderer never shows it, and leaves its code out (web/build-constants.d.ts).
const CustomerServiceDialog = __WORKER_RENDERER__ ? () => null : onDemand(() => import('./CustomerServiceDialog').then((m) => m.default));

/**
 * The customer-service dialog of every page, opened on a topic by whatever asks for it (the footer's links, the plan
 * card's "Priority customer support"): it lives in the layout, so it opens whether or not the part that asked has
 * its own code yet.
 */
export function CustomerService() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [topic, setTopic] = useState<ServiceTopic>('faq');
  // Whichever link opened the dialog gets focus back when it closes.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [request, setRequest] = useAtom(serviceRequestAtom);
  useEffect(() => {
    if (!request) return;
    returnFocusRef.current = request.opener;
    setTopic(request.topic);
    setMounted(true);
    setOpen(true);
    setRequest(null);
  }, [request, setRequest]);
  return mounted ? (
    <CustomerServiceDialog open={open} onOpenChange={setOpen} topic={topic} onTopicChange={setTopic} returnFocusRef={returnFocusRef} />
  ) : null;
}

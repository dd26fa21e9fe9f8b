import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AuthField, Problem } from './problems';

/** A form's message and the field it concerns: that field is focused, marked invalid and described by it. */
export function useProblem() {
  const messageId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const name = useRef<HTMLInputElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const refs: Record<AuthField, RefObject<HTMLInputElement | null>> = useMemo(() => ({ name, email, password, confirm }), []);
  // Only a new problem moves the focus (the refs never change).
  useEffect(() => {
    if (problem?.field) refs[problem.field].current?.focus();
  }, [problem, refs]);
  return {
    problem,
    setProblem,
    refs,
    messageId,
    errorIdFor: (field: AuthField) => (problem?.field === field ? messageId : undefined),
  };
}

export type ProblemState = ReturnType<typeof useProblem>;

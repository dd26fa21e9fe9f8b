import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { AuthField, Problem } from './problems';

/** A form's message and the field it concerns: that field is focused, marked invalid and described by it. */
export function useProblem() {
  const messageId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const refs: Record<AuthField, RefObject<HTMLInputElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  useEffect(() => {
    if (problem?.field) refs[problem.field].current?.focus();
    // Only a new problem moves the focus (the refs never change).
  }, [problem]);
  return {
    problem,
    setProblem,
    refs,
    messageId,
    errorIdFor: (field: AuthField) => (problem?.field === field ? messageId : undefined),
  };
}

export type ProblemState = ReturnType<typeof useProblem>;

import { useEffect, useRef } from 'react';
import type { CatalogueProblem } from '../../../core/catalogue-document';
import { fieldId } from './editing';
import { readablePath } from './problem-paths';

/**
 * Every problem at once, announced, and focused when it appears. With `onGoTo`, each problem links to its
 * field (on whichever catalogue page holds it); an import's problems are read only, as their document was never loaded.
 */
export function ProblemSummary(props: {
  title: string;
  problems: readonly CatalogueProblem[];
  document: unknown;
  onGoTo?: (path: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [props.problems]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <h2 className="font-bold">{props.title}</h2>
      <ul className="mt-2 grid list-disc gap-1 ps-5">
        {props.problems.map((problem, index) => {
          const where = readablePath(problem.path, props.document);
          return (
            <li key={`${problem.path}-${index}`}>
              {props.onGoTo ? (
                <a
                  href={`#${fieldId(problem.path)}`}
                  className="font-semibold underline"
                  onClick={(event) => {
                    event.preventDefault();
                    props.onGoTo?.(problem.path);
                  }}
                >
                  {where}
                </a>
              ) : (
                <span className="font-semibold">{where}</span>
              )}
              : {problem.message} <span className="font-mono text-xs">({problem.path})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

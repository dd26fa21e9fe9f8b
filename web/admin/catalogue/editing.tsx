import { createContext, useContext } from 'react';
import type { CatalogueDocument, CatalogueProblem } from '../../../core/catalogue-document';

/**
 * The draft being edited, shared by the catalogue's screens: every field reads and writes the document at
 * its path (`products.3.texts.fr.name`), the same path the worker names in a problem, so a problem finds
 * its field by id.
 */

export type Path = readonly (string | number)[];
/** A value to put at a path; undefined takes an optional field out. */
export type Change = readonly [Path, unknown];

export interface Editing {
  readonly document: CatalogueDocument;
  /**
   * Changes the draft: `changes` reads it and answers the values to put at their paths. Only the objects on
   * those paths are copied, so a keystroke costs the same in a catalogue of 15 products or 2,000.
   */
  edit(changes: (document: CatalogueDocument) => readonly Change[]): void;
  /** A value the form cannot take as typed ("29.9.9" for a price), kept out of the document until fixed; null clears it. */
  setTypingProblem(path: string, message: string | null): void;
  /** The worker's problems with the last save, by path. */
  readonly problems: readonly CatalogueProblem[];
}

export const EditingContext = createContext<Editing | null>(null);

export function useEditing(): Editing {
  const editing = useContext(EditingContext);
  if (!editing) throw new Error('a catalogue field outside the catalogue section');
  return editing;
}

export const pathKey = (path: Path) => path.join('.');
export const fieldId = (path: Path | string) => `field-${typeof path === 'string' ? path : pathKey(path)}`;

type Container = Record<string | number, unknown>;

export function getAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value as Container | null | undefined)?.[key], root);
}

/** `root` with `value` at `path`: the objects along the path are copied, the rest shared. */
export function withValueAt<T>(root: T, path: Path, value: unknown): T {
  const [key, ...rest] = path;
  if (key === undefined) return value as T;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as Container) }) as Container;
  const next = withValueAt(copy[key], rest, value);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy as T;
}

/** The value at `path` and a setter for it. */
export function useValue<T>(path: Path): [T, (value: T) => void] {
  const { document, edit } = useEditing();
  return [getAt(document, path) as T, (value: T) => edit(() => [[path, value]])];
}

/** The worker's messages about exactly this field. */
export function useProblemsAt(path: Path): string[] {
  const key = pathKey(path);
  return useEditing()
    .problems.filter((problem) => problem.path === key)
    .map((problem) => problem.message);
}

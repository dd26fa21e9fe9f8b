import { createContext, useContext } from 'react';
import type { CatalogueDocument, CatalogueProblem } from '../../../core/catalogue-document';

/**
 * The draft being edited, shared by the catalogue's screens: every field reads and writes the document at
 * its path (`products.3.texts.fr.name`), the same path the worker names in a problem, so a problem finds
 * its field by id.
 */

export type Path = readonly (string | number)[];

export interface Editing {
  readonly document: CatalogueDocument;
  /** Changes a copy of the draft; the copy becomes the draft. */
  edit(recipe: (document: CatalogueDocument) => void): void;
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

/** Sets the value at `path` in place; undefined removes the key (an optional field left out). */
export function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = getAt(root, path.slice(0, -1)) as Container;
  const key = path[path.length - 1]!;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

/** The value at `path` and a setter for it. */
export function useValue<T>(path: Path): [T, (value: T) => void] {
  const { document, edit } = useEditing();
  return [getAt(document, path) as T, (value: T) => edit((draft) => setAt(draft, path, value))];
}

/** The worker's messages about exactly this field. */
export function useProblemsAt(path: Path): string[] {
  const key = pathKey(path);
  return useEditing()
    .problems.filter((problem) => problem.path === key)
    .map((problem) => problem.message);
}

/** Something that keeps a catalogue document from being published: where (`products.3.texts.fr.name`) and why. */
export interface CatalogueProblem {
  readonly path: string;
  readonly message: string;
}

/** What the checks need from outside the document. */
export interface CatalogueChecks {
  /** Whether an image is served at this address (the worker asks its assets or R2; tests answer from a list). */
  imageExists(url: string): boolean;
}

export function problemAt(path: readonly PropertyKey[], message: string): CatalogueProblem {
  return { path: path.map(String).join('.'), message };
}

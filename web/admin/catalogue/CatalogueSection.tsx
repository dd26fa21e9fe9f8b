import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CatalogueDocument, CatalogueProblem } from '../../../core/catalogue-document';
import { ConsoleApiError, problemText } from '../api';
import { navigate } from '../navigation';
import { primaryButton, secondaryButton } from '../ui';
import { type Draft, loadDraft, problemsOf, saveDraft } from './api';
import { CatalogueHome } from './CatalogueHome';
import { DealEditor } from './DealEditor';
import { downloadJson } from './download';
import { type Editing, EditingContext, fieldId, withValueAt } from './editing';
import { HomeEditor } from './HomeEditor';
import { ProblemSummary } from './ProblemSummary';
import { ProductEditor } from './ProductEditor';
import { screenOf } from './problem-paths';
import { newDeal, newProduct } from './templates';

type Outcome =
  | { kind: 'saved' }
  | { kind: 'problems'; problems: readonly CatalogueProblem[]; typed: boolean }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string };

interface Loaded {
  readonly saved: Draft;
  readonly working: CatalogueDocument;
  /** Counts loads: fields that keep what was typed are drawn afresh for a new draft. */
  readonly generation: number;
}

/** Focuses the field at `path`, or the nearest part of the page that holds it (a list, the editor's title). */
function focusField(path: string): void {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const element = document.getElementById(fieldId(segments.slice(0, length).join('.')));
    if (element) {
      element.focus();
      element.scrollIntoView({ block: 'center' });
      return;
    }
  }
}

function SaveBar(props: {
  notice: string | null;
  dirty: boolean;
  busy: boolean;
  outcome: Outcome | null;
  onSave: () => void;
  onReload: () => void;
  onDownload: () => void;
}) {
  return (
    <div className="sticky top-0 z-10 mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm">
      <button type="button" className={primaryButton} disabled={props.busy} onClick={props.onSave}>
        {props.busy ? 'Saving…' : 'Save draft'}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {props.dirty ? 'Unsaved changes' : props.outcome?.kind === 'saved' ? 'Draft saved.' : 'No unsaved changes'}
      </p>
      {props.notice && (
        <p role="status" className="basis-full text-sm text-emerald-800">
          {props.notice}
        </p>
      )}
      {props.outcome?.kind === 'conflict' && (
        <div role="alert" className="basis-full rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p>
            Another operator saved the draft while you were editing, so nothing of yours was saved. Reload the draft to see theirs (your
            unsaved changes here are then lost); download yours first to keep them.
          </p>
          <p className="mt-2 flex flex-wrap gap-3">
            <button type="button" className={secondaryButton} onClick={props.onDownload}>
              Download my changes (JSON)
            </button>
            <button type="button" className={primaryButton} onClick={props.onReload}>
              Reload the draft
            </button>
          </p>
        </div>
      )}
      {props.outcome?.kind === 'failed' && (
        <p role="alert" className="basis-full text-sm text-red-800">
          {props.outcome.message}
        </p>
      )}
    </div>
  );
}

function Screen({ path, document, editing }: { path: string; document: CatalogueDocument; editing: SectionActions }) {
  const product = /^\/admin\/catalogue\/products\/(\d+)$/.exec(path);
  if (product) {
    const index = Number(product[1]);
    const entry = document.products[index];
    return entry ? <ProductEditor index={index} product={entry} /> : <p>There is no such product in the draft.</p>;
  }
  const deal = /^\/admin\/catalogue\/deals\/(\d+)$/.exec(path);
  if (deal) {
    const index = Number(deal[1]);
    const entry = document.deals[index];
    return entry ? <DealEditor index={index} deal={entry} /> : <p>There is no such deal in the draft.</p>;
  }
  if (path === '/admin/catalogue/home') return <HomeEditor />;
  return <CatalogueHome actions={editing} />;
}

/** What the catalogue's main page does besides editing: add entries, and reload after a publish, a rollback or an import. */
export interface SectionActions {
  readonly dirty: boolean;
  readonly saved: Draft;
  addProduct(): void;
  addDeal(): void;
  /** Loads the draft again (the pages are drawn afresh), then says `done`. */
  reload(done?: string): Promise<void>;
}

/**
 * The Catalogue section: the draft is loaded once and edited here across its pages (the list, a product, a
 * deal, the home page figures); "Save draft" sends the whole document with the revision it was loaded at.
 */
export function CatalogueSection({ path }: { path: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [typing, setTyping] = useState<ReadonlyMap<string, string>>(new Map());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // What a publish, a rollback or an import did: said after the draft is loaded again, as the pages are drawn afresh.
  const [notice, setNotice] = useState<string | null>(null);

  const reload = useCallback(async (done?: string) => {
    try {
      const saved = await loadDraft();
      setLoaded((previous) => ({ saved, working: saved.document, generation: (previous?.generation ?? 0) + 1 }));
      setTyping(new Map());
      setOutcome(null);
      setNotice(done ?? null);
    } catch (error) {
      setLoadProblem(problemText(error));
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  // Closing or reloading the tab with unsaved changes asks first (the browser's own question).
  const unsaved = loaded !== null && (loaded.working !== loaded.saved.document || typing.size > 0);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  useEffect(() => {
    if (focusTarget === null) return;
    focusField(focusTarget);
    setFocusTarget(null);
  }, [focusTarget, path]);

  const edit = useCallback<Editing['edit']>(
    (changes) =>
      setLoaded((current) => {
        if (!current) return current;
        const working = changes(current.working).reduce((document, [path, value]) => withValueAt(document, path, value), current.working);
        return { ...current, working };
      }),
    [],
  );
  const setTypingProblem = useCallback<Editing['setTypingProblem']>(
    (key, message) =>
      setTyping((current) => {
        if ((current.get(key) ?? null) === message) return current;
        const next = new Map(current);
        if (message === null) next.delete(key);
        else next.set(key, message);
        return next;
      }),
    [],
  );
  const editing = useMemo<Editing | null>(
    () =>
      loaded && {
        document: loaded.working,
        edit,
        setTypingProblem,
        problems: outcome?.kind === 'problems' && !outcome.typed ? outcome.problems : [],
      },
    [loaded, outcome, edit, setTypingProblem],
  );

  if (!loaded || !editing) {
    return loadProblem ? (
      <p role="alert" className="text-red-800">
        {loadProblem}
      </p>
    ) : (
      <p role="status">Loading…</p>
    );
  }

  const save = async () => {
    if (typing.size > 0) {
      setOutcome({ kind: 'problems', typed: true, problems: [...typing].map(([key, message]) => ({ path: key, message })) });
      return;
    }
    setBusy(true);
    setNotice(null);
    const document = loaded.working;
    try {
      const revision = await saveDraft(document, loaded.saved.revision);
      setLoaded((current) => current && { ...current, saved: { document, revision } });
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) setOutcome({ kind: 'problems', typed: false, problems });
      else if (error instanceof ConsoleApiError && error.code === 'catalogue_changed') setOutcome({ kind: 'conflict' });
      else setOutcome({ kind: 'failed', message: problemText(error) });
    } finally {
      setBusy(false);
    }
  };
  const goTo = (problemPath: string) => {
    const screen = screenOf(problemPath);
    if (screen !== path) navigate(screen);
    setFocusTarget(problemPath);
  };
  const append = (list: 'products' | 'deals', entry: () => unknown) => {
    const index = loaded.working[list].length;
    editing.edit((draft) => [[[list], [...draft[list], entry()]]]);
    navigate(`/admin/catalogue/${list}/${index}`);
  };
  const actions: SectionActions = {
    dirty: unsaved,
    saved: loaded.saved,
    addProduct: () => append('products', newProduct),
    addDeal: () => append('deals', () => newDeal(loaded.working.products.find((product) => product.published)?.slug ?? '')),
    reload,
  };

  return (
    <EditingContext.Provider value={editing}>
      <SaveBar
        notice={notice}
        dirty={unsaved}
        busy={busy}
        outcome={outcome}
        onSave={() => void save()}
        onReload={() => void reload()}
        onDownload={() => downloadJson(loaded.working, 'vitaglow-catalogue-my-changes.json')}
      />
      {outcome?.kind === 'problems' && (
        <div className="mb-6">
          <ProblemSummary
            title={
              outcome.typed
                ? `Nothing was saved: ${outcome.problems.length === 1 ? 'a field does' : `${outcome.problems.length} fields do`} not read as a number`
                : `The draft was not saved: ${outcome.problems.length} ${outcome.problems.length === 1 ? 'problem' : 'problems'} to fix`
            }
            problems={outcome.problems}
            document={loaded.working}
            onGoTo={goTo}
          />
        </div>
      )}
      <div key={`${loaded.generation}:${path}`}>
        <Screen path={path} document={loaded.working} editing={actions} />
      </div>
    </EditingContext.Provider>
  );
}

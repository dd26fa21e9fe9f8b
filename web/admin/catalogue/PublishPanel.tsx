import { useId, useRef, useState } from 'react';
import type { Paged } from '../../../core/api/admin';
import type { CatalogueDocument, CatalogueProblem } from '../../../core/catalogue-document';
import { summariseChanges } from '../../../core/catalogue-document/summarise';
import { ConsoleApiError, problemText } from '../api';
import {
  Badge,
  ConfirmDialog,
  Loading,
  Pager,
  Table,
  cell,
  input,
  panel,
  primaryButton,
  secondaryButton,
  useConfirmedAction,
  useConsoleData,
  when,
} from '../ui';
import { type CatalogueVersion, problemsOf, publishDraft, rollBackTo, saveDraft } from './api';
import type { SectionActions } from './CatalogueSection';
import { downloadJson } from './download';
import { ProblemSummary } from './ProblemSummary';

type Message = { failed: boolean; text: string };

function Outcome({ message }: { message: Message | null }) {
  if (!message) return null;
  return (
    <p role={message.failed ? 'alert' : 'status'} className={`text-sm ${message.failed ? 'text-red-800' : 'text-emerald-800'}`}>
      {message.text}
    </p>
  );
}

/** Export the saved draft as one JSON file, or replace it with one: any problem applies nothing and is listed by path. */
function BulkPanel({ actions }: { actions: SectionActions }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [refused, setRefused] = useState<{ problems: CatalogueProblem[]; document: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setMessage(null);
    setRefused(null);
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setMessage({ failed: true, text: `${file.name} is not a JSON file: nothing was imported.` });
      setBusy(false);
      return;
    }
    try {
      await saveDraft(document, actions.saved.revision);
      await actions.reload(`Imported ${file.name}: it is now the draft.`);
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) setRefused({ problems, document });
      else if (error instanceof ConsoleApiError && error.code === 'catalogue_changed') {
        setMessage({
          failed: true,
          text: 'Another operator saved the draft meanwhile: nothing was imported. Reload the page and import again.',
        });
      } else setMessage({ failed: true, text: problemText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="catalogue-bulk" className={`${panel} grid gap-3`}>
      <h2 id="catalogue-bulk" className="text-lg font-bold">
        Export and import
      </h2>
      <p className="text-sm text-slate-700">
        The whole draft is one JSON document. An import replaces the draft only if the file has no problem at all; otherwise nothing changes
        and every problem is listed.
      </p>
      <p>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => downloadJson(actions.saved.document, 'vitaglow-catalogue-draft.json')}
        >
          Export the draft (JSON)
        </button>
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Import a catalogue file (JSON)
        <input
          type="file"
          accept="application/json,.json"
          disabled={busy || actions.dirty}
          aria-describedby={actions.dirty ? hintId : undefined}
          className={input}
          onChange={(event) => {
            void importFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {actions.dirty && (
        <p id={hintId} className="text-sm text-slate-700">
          Save the draft first: an import replaces it, and export gives the saved draft.
        </p>
      )}
      {busy && <p role="status">Importing…</p>}
      <Outcome message={message} />
      {refused && (
        <ProblemSummary
          title={`Nothing was imported: the file has ${refused.problems.length} ${refused.problems.length === 1 ? 'problem' : 'problems'}`}
          problems={refused.problems}
          document={refused.document}
        />
      )}
    </section>
  );
}

function History({ versions, onRolledBack }: { versions: readonly CatalogueVersion[]; onRolledBack: (version: number) => void }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const rollback = useConfirmedAction(
    async () => {
      if (chosen === null) return;
      const { version } = await rollBackTo(chosen);
      onRolledBack(version);
    },
    () => setChosen(null),
  );
  return (
    <>
      <Table caption="Published catalogue versions" head={['Version', 'Published', 'By', 'Changes', 'Action']}>
        {versions.map((entry) => (
          <tr key={entry.version}>
            <td className={cell}>
              {entry.version}
              {entry.restoredFrom !== null && <span className="block text-xs text-slate-600">Rollback to {entry.restoredFrom}</span>}
            </td>
            <td className={cell}>{when(entry.publishedAt)}</td>
            <td className={cell}>{entry.publishedBy}</td>
            <td className={cell}>{entry.summary}</td>
            <td className={cell}>
              {entry.current ? (
                <Badge value="live" />
              ) : (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    setChosen(entry.version);
                    rollback.ask();
                  }}
                >
                  {/* The visible words begin the name a screen reader gives (WCAG 2.5.3, label in name). */}
                  Roll back<span className="sr-only"> to version {entry.version}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </Table>
      <ConfirmDialog
        open={rollback.open}
        title={`Roll back to version ${chosen ?? ''}?`}
        confirmLabel="Roll back"
        busy={rollback.busy}
        problem={rollback.problem}
        onConfirm={rollback.confirm}
        onClose={rollback.close}
      >
        Version {chosen}’s catalogue is published again as a new version: shoppers see it within a minute. It becomes the draft too,
        replacing the saved draft and any unsaved changes. Versions are never changed, so you can roll forward the same way.
      </ConfirmDialog>
    </>
  );
}

/** Publishing the saved draft, and the versions published so far with their rollback. */
export function PublishPanel(props: { actions: SectionActions; published: CatalogueDocument | null }) {
  const { actions } = props;
  const [page, setPage] = useState(1);
  const [versions] = useConsoleData<Paged<CatalogueVersion>>(`/catalogue/versions?page=${page}`);
  const hintId = useId();
  // The draft changes too (its version after a publish, its content after a rollback): the section loads it and draws this page afresh.
  const made = useRef('');
  const publish = useConfirmedAction(
    async () => {
      const { version } = await publishDraft(actions.saved.revision);
      made.current = `Published: the catalogue is now version ${version}.`;
    },
    () => void actions.reload(made.current),
  );
  const afterRollback = (version: number) => void actions.reload(`Rolled back: the catalogue is now version ${version}.`);
  return (
    <>
      <section aria-labelledby="catalogue-publish" className={`${panel} grid gap-3`}>
        <h2 id="catalogue-publish" className="text-lg font-bold">
          Publish
        </h2>
        <p className="text-sm text-slate-700">
          Publishing checks the whole saved draft and makes it a new catalogue version, which every page shows within a minute.
        </p>
        <p>
          <button
            type="button"
            className={primaryButton}
            disabled={actions.dirty}
            aria-describedby={actions.dirty ? hintId : undefined}
            onClick={publish.ask}
          >
            Publish…
          </button>
        </p>
        {actions.dirty && (
          <p id={hintId} className="text-sm text-slate-700">
            Save the draft first: what is published is the saved draft.
          </p>
        )}
        <ConfirmDialog
          open={publish.open}
          title="Publish the draft?"
          confirmLabel="Publish"
          busy={publish.busy}
          problem={publish.problem}
          onConfirm={publish.confirm}
          onClose={publish.close}
        >
          <p>
            The saved draft becomes the next catalogue version, checked and kept in the history. Every page, the sitemap and the checkout
            show it within a minute; a shopper whose open page shows older prices is told the new ones at checkout.
          </p>
          <p className="mt-2">
            <span className="font-semibold">Changes from the catalogue shown now: </span>
            {props.published
              ? summariseChanges(props.published, actions.saved.document)
              : 'not known (the current version could not be read).'}
          </p>
        </ConfirmDialog>
      </section>
      <section aria-labelledby="catalogue-history" className="grid gap-3">
        <h2 id="catalogue-history" className="text-lg font-bold">
          History
        </h2>
        <Loading state={versions}>
          {(list) => (
            <>
              <History versions={list.items} onRolledBack={afterRollback} />
              <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={setPage} />
            </>
          )}
        </Loading>
      </section>
      <BulkPanel actions={actions} />
    </>
  );
}

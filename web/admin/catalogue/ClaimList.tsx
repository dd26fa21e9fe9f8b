import type { ClaimText } from '../../../core/catalogue-document';
import { DICTIONARY_IDS, type DictionaryId } from '../../../core/language';
import { secondaryButton } from '../ui';
import { type Path, fieldId, getAt, useEditing } from './editing';
import { LANGUAGE_NAMES, TextField } from './fields';

/**
 * A list said in every language (a product's benefits, a package's bullet points): one row per entry with
 * its text in each language and one "structure/function claim" box, which marks the entry in all of them
 * (the dagger and the FDA notice must show whatever the shopper's language). With `euRegister` (a product's
 * benefits), a claim also names the EU register entry its French text rests on, which publish requires.
 */
export function ClaimList(props: {
  label: string;
  itemLabel: string;
  pathOf: (id: DictionaryId) => Path;
  max?: number;
  euRegister?: boolean;
}) {
  const { document, edit } = useEditing();
  const lists = DICTIONARY_IDS.map((id) => (getAt(document, props.pathOf(id)) as ClaimText[] | undefined) ?? []);
  const rows = Math.max(...lists.map((list) => list.length));
  const listIn = (draft: unknown, id: DictionaryId) => [...((getAt(draft, props.pathOf(id)) as ClaimText[] | undefined) ?? [])];
  const eachList = (change: (list: ClaimText[]) => void) =>
    edit((draft) =>
      DICTIONARY_IDS.map((id) => {
        const list = listIn(draft, id);
        change(list);
        return [props.pathOf(id), list] as const;
      }),
    );
  const pad = (list: ClaimText[], length: number, claim = false) => {
    while (list.length < length) list.push({ text: '', claim });
  };
  return (
    <fieldset id={fieldId(props.pathOf('en'))} tabIndex={-1} className="grid gap-3">
      <legend className="text-sm font-semibold text-slate-900">{props.label}</legend>
      {Array.from({ length: rows }, (_, index) => {
        const claim = lists[0]![index]?.claim ?? false;
        // French may leave out a claim English makes (only the EU register's may be made there).
        const frenchClaim = lists[DICTIONARY_IDS.indexOf('fr')]![index]?.claim ?? false;
        const number = index + 1;
        return (
          <div key={index} className="grid gap-2 rounded-xl border border-slate-200 p-3">
            <div className="grid gap-3 md:grid-cols-3">
              {DICTIONARY_IDS.map((id) => (
                <TextField
                  key={id}
                  path={[...props.pathOf(id), index, 'text']}
                  label={`${props.itemLabel} ${number} (${LANGUAGE_NAMES[id]})`}
                  language={id}
                  write={(text) =>
                    edit((draft) => {
                      const list = listIn(draft, id);
                      pad(list, index + 1, claim);
                      list[index] = { ...list[index]!, text };
                      return [[props.pathOf(id), list]];
                    })
                  }
                />
              ))}
            </div>
            {props.euRegister && frenchClaim && (
              <TextField
                path={[...props.pathOf('fr'), index, 'basis', 'euRegister']}
                label={`EU register entry of the French ${props.itemLabel.toLowerCase()} ${number}`}
                hint="The authorised claim it rests on (Regulation (EU) No 432/2012), e.g. “Vitamin C: normal collagen formation”."
                write={(entry) =>
                  edit((draft) => {
                    const list = listIn(draft, 'fr');
                    pad(list, index + 1, claim);
                    list[index] = { ...list[index]!, basis: { euRegister: entry } };
                    return [[props.pathOf('fr'), list]];
                  })
                }
              />
            )}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label className="inline-flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  id={fieldId([...props.pathOf('en'), index, 'claim'])}
                  className="size-4"
                  checked={claim}
                  onChange={(event) =>
                    eachList((list) => {
                      pad(list, index + 1);
                      list[index] = { ...list[index]!, claim: event.target.checked };
                    })
                  }
                />
                Structure/function claim ({props.itemLabel.toLowerCase()} {number})
              </label>
              <button type="button" className={secondaryButton} onClick={() => eachList((list) => list.splice(index, 1))}>
                Remove {props.itemLabel.toLowerCase()} {number}
              </button>
            </div>
          </div>
        );
      })}
      {(props.max === undefined || rows < props.max) && (
        <p>
          <button type="button" className={secondaryButton} onClick={() => eachList((list) => pad(list, rows + 1))}>
            Add a {props.itemLabel.toLowerCase()}
          </button>
        </p>
      )}
    </fieldset>
  );
}

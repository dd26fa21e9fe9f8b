import { type ReactNode, useEffect, useState } from 'react';
import { DICTIONARY_IDS, type DictionaryId } from '../../../core/language';
import { input } from '../ui';
import { formatDollars, parseDollars } from './dollars';
import { type Path, fieldId, pathKey, useEditing, useProblemsAt, useValue } from './editing';

/** The editor's controls, each bound to the draft at a path, labelled, and showing the worker's problems with it. */

export const LANGUAGE_NAMES: Record<DictionaryId, string> = { en: 'English', fr: 'French', ar: 'Arabic' };
/** Arabic is typed right to left; each input says its language so that spelling and voices follow it. */
export const languageAttributes = (id: DictionaryId) => ({ lang: id, dir: id === 'ar' ? 'rtl' : 'ltr' }) as const;

const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-800';

/**
 * A field's frame: its label (the control's name, nothing else), then the control, then what describes it
 * (a hint, "Missing translation", the worker's problems), tied to the control by aria-describedby.
 */
function useField(path: Path, options: { typing?: string | null; hint?: string; missing?: boolean } = {}) {
  const messages = [...useProblemsAt(path), ...(options.typing ? [options.typing] : [])];
  const id = fieldId(path);
  const described = [
    options.missing ? `${id}-missing` : '',
    options.hint ? `${id}-hint` : '',
    messages.length > 0 ? `${id}-problem` : '',
  ].filter(Boolean);
  return {
    id,
    control: { id, 'aria-invalid': messages.length > 0 || undefined, 'aria-describedby': described.join(' ') || undefined },
    frame: { id, hint: options.hint, missing: options.missing ?? false, messages },
  };
}

function FieldFrame(props: { id: string; label: string; hint?: string; missing: boolean; messages: string[]; children: ReactNode }) {
  return (
    <div className={labelClass}>
      <span>
        <label htmlFor={props.id}>{props.label}</label>
        {props.missing && (
          <span id={`${props.id}-missing`} className="ms-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
            Missing translation
          </span>
        )}
      </span>
      {props.children}
      {props.hint && (
        <span id={`${props.id}-hint`} className="text-xs font-normal text-slate-600">
          {props.hint}
        </span>
      )}
      {props.messages.length > 0 && (
        <span id={`${props.id}-problem`} className="text-xs font-normal text-red-800">
          {props.messages.join('; ')}
        </span>
      )}
    </div>
  );
}

export function TextField(props: {
  path: Path;
  label: string;
  language?: DictionaryId;
  multiline?: boolean;
  /** Blank is stored as null (an optional text). */
  nullIfBlank?: boolean;
  hint?: string;
  className?: string;
  /** Writes the text another way than at `path` (an entry that may not exist yet in this language). */
  write?: (text: string) => void;
}) {
  const [value, setValue] = useValue<string | null>(props.path);
  const missing = props.language !== undefined && !props.nullIfBlank && (value ?? '').trim() === '';
  const field = useField(props.path, { hint: props.hint, missing });
  const shared = {
    ...field.control,
    ...(props.language ? languageAttributes(props.language) : {}),
    value: value ?? '',
    className: `${input} ${props.className ?? 'w-full'}`,
  };
  const change = (text: string) => (props.write ? props.write(text) : setValue(props.nullIfBlank && text.trim() === '' ? null : text));
  return (
    <FieldFrame label={props.label} {...field.frame}>
      {props.multiline ? (
        <textarea rows={3} {...shared} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...shared} onChange={(event) => change(event.target.value)} />
      )}
    </FieldFrame>
  );
}

/** One text in each language, side by side: `pathOf(language)` is where each is kept. */
export function LocalizedField(props: { label: string; pathOf: (id: DictionaryId) => Path; multiline?: boolean; nullIfBlank?: boolean }) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {DICTIONARY_IDS.map((id) => (
        <TextField
          key={id}
          path={props.pathOf(id)}
          label={`${props.label} (${LANGUAGE_NAMES[id]})`}
          language={id}
          multiline={props.multiline}
          nullIfBlank={props.nullIfBlank}
        />
      ))}
    </div>
  );
}

/**
 * An optional text in every language (a badge, an allergen statement): blank in all three is none (null).
 * `path` holds `{ en, fr, ar }` or null.
 */
export function OptionalLocalizedField({ label, path }: { label: string; path: Path }) {
  const [value, setValue] = useValue<Record<DictionaryId, string> | null>(path);
  const messages = useProblemsAt(path);
  const change = (id: DictionaryId, text: string) => {
    const next = { en: '', fr: '', ar: '', ...value, [id]: text };
    setValue(DICTIONARY_IDS.every((each) => next[each].trim() === '') ? null : next);
  };
  return (
    <div id={fieldId(path)} tabIndex={-1} className="grid gap-3 md:grid-cols-3">
      {DICTIONARY_IDS.map((id) => (
        <OptionalText
          key={id}
          path={[...path, id]}
          label={`${label} (${LANGUAGE_NAMES[id]})`}
          language={id}
          value={value?.[id] ?? ''}
          onChange={(text) => change(id, text)}
        />
      ))}
      {messages.length > 0 && <p className="text-xs text-red-800 md:col-span-3">{messages.join('; ')}</p>}
    </div>
  );
}

function OptionalText(props: { path: Path; label: string; language: DictionaryId; value: string; onChange: (text: string) => void }) {
  const field = useField(props.path);
  return (
    <FieldFrame label={props.label} {...field.frame}>
      <input
        {...field.control}
        {...languageAttributes(props.language)}
        className={`${input} w-full`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FieldFrame>
  );
}

/** A field's typing problem lasts while the field is shown: leaving its page keeps the last value that read. */
function useTypingProblem(path: Path): [string | null, (problem: string | null) => void] {
  const { setTypingProblem } = useEditing();
  const [typing, setTyping] = useState<string | null>(null);
  const key = pathKey(path);
  useEffect(() => () => setTypingProblem(key, null), [key, setTypingProblem]);
  return [
    typing,
    (problem) => {
      setTyping(problem);
      setTypingProblem(key, problem);
    },
  ];
}

/** A price typed in dollars and cents ("29.99"), kept as integer cents; blank is none when `optional`. */
export function MoneyField({ path, label, optional = false, hint }: { path: Path; label: string; optional?: boolean; hint?: string }) {
  const [cents, setCents] = useValue<number | null>(path);
  const [text, setText] = useState(cents === null || cents === 0 ? '' : formatDollars(cents));
  const [typing, setTyping] = useTypingProblem(path);
  const field = useField(path, { typing, hint });
  const change = (next: string) => {
    setText(next);
    const blank = next.trim() === '';
    const parsed = blank && optional ? null : parseDollars(next);
    const problem =
      parsed === null && !(blank && optional) ? 'Enter dollars and cents, like 29.99 (digits, at most two after the point).' : null;
    setTyping(problem);
    if (!problem) setCents(parsed);
  };
  return (
    <FieldFrame label={label} {...field.frame}>
      <span className="flex items-center gap-1">
        <span aria-hidden="true">$</span>
        <input
          {...field.control}
          inputMode="decimal"
          className={`${input} w-32`}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
      </span>
    </FieldFrame>
  );
}

/** A number typed as text: kept in the document once it reads as one (a whole one when `whole`); blank is null when `optional`. */
export function NumberField(props: { path: Path; label: string; whole?: boolean; optional?: boolean; hint?: string; className?: string }) {
  const [value, setValue] = useValue<number | null>(props.path);
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  const [typing, setTyping] = useTypingProblem(props.path);
  const field = useField(props.path, { typing, hint: props.hint });
  const change = (next: string) => {
    setText(next);
    const blank = next.trim() === '';
    const parsed = Number(next);
    const readable = !blank && /^-?\d+(\.\d+)?$/.test(next.trim()) && (!props.whole || Number.isInteger(parsed));
    const problem = (blank && props.optional) || readable ? null : props.whole ? 'Enter a whole number.' : 'Enter a number, like 1.5.';
    setTyping(problem);
    if (!problem) setValue(blank ? null : parsed);
  };
  return (
    <FieldFrame label={props.label} {...field.frame}>
      <input
        {...field.control}
        inputMode={props.whole ? 'numeric' : 'decimal'}
        className={`${input} ${props.className ?? 'w-28'}`}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
    </FieldFrame>
  );
}

/**
 * An instant typed as a date and time in UTC (the browser's date-time control, which has no zone), kept as
 * ISO 8601 with a Z; blank is null.
 */
export function UtcDateTimeField({ path, label, hint }: { path: Path; label: string; hint?: string }) {
  const [value, setValue] = useValue<string | null | undefined>(path);
  const field = useField(path, { hint });
  return (
    <FieldFrame label={label} {...field.frame}>
      <input
        {...field.control}
        type="datetime-local"
        className={`${input} w-64`}
        value={value ? value.slice(0, 16) : ''}
        onChange={(event) => setValue(event.target.value === '' ? null : `${event.target.value.slice(0, 16)}:00Z`)}
      />
    </FieldFrame>
  );
}

export function CheckField({ path, label, hint }: { path: Path; label: string; hint?: string }) {
  const [checked, setChecked] = useValue<boolean>(path);
  const field = useField(path, { hint });
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="inline-flex items-center gap-2 font-medium text-slate-800">
        <input
          type="checkbox"
          {...field.control}
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          className="size-4"
        />
        {label}
      </label>
      {hint && (
        <span id={`${field.id}-hint`} className="text-xs text-slate-600">
          {hint}
        </span>
      )}
      {field.frame.messages.length > 0 && (
        <span id={`${field.id}-problem`} className="text-xs text-red-800">
          {field.frame.messages.join('; ')}
        </span>
      )}
    </div>
  );
}

/** A box that is not one field of the draft (it adds or takes away a part, like the facts panel). */
export function CheckboxLike({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4" />
      {label}
    </label>
  );
}

/** A choice among `options`; with `none`, an empty choice leaves the optional field out. */
export function SelectField(props: { path: Path; label: string; options: readonly { value: string; label: string }[]; none?: string }) {
  const [value, setValue] = useValue<string | undefined>(props.path);
  const field = useField(props.path);
  return (
    <FieldFrame label={props.label} {...field.frame}>
      <select
        {...field.control}
        className={input}
        value={value ?? ''}
        onChange={(event) => setValue(event.target.value === '' && props.none !== undefined ? undefined : event.target.value)}
      >
        {props.none !== undefined && <option value="">{props.none}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

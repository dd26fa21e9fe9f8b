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

function FieldProblems({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <span id={id} className="text-xs font-normal text-red-800">
      {messages.join('; ')}
    </span>
  );
}

/** What a field's input needs for its problems: marked invalid, described by their text. */
function useFieldState(path: Path, extra: string[] = []) {
  const messages = [...useProblemsAt(path), ...extra];
  const id = fieldId(path);
  return {
    id,
    messages,
    problemId: `${id}-problem`,
    control: {
      id,
      'aria-invalid': messages.length > 0 || undefined,
      'aria-describedby': messages.length > 0 ? `${id}-problem` : undefined,
    },
  };
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
  const field = useFieldState(props.path);
  const missing = props.language !== undefined && (value ?? '').trim() === '';
  const missingId = `${field.id}-missing`;
  const describedBy = [field.control['aria-describedby'], missing && !props.nullIfBlank ? missingId : undefined].filter(Boolean).join(' ');
  const shared = {
    ...field.control,
    'aria-describedby': describedBy || undefined,
    ...(props.language ? languageAttributes(props.language) : {}),
    value: value ?? '',
    className: `${input} ${props.className ?? 'w-full'}`,
  };
  const change = (text: string) => (props.write ? props.write(text) : setValue(props.nullIfBlank && text.trim() === '' ? null : text));
  return (
    <label className={labelClass}>
      <span>
        {props.label}
        {missing && !props.nullIfBlank && (
          <span id={missingId} className="ms-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
            Missing translation
          </span>
        )}
      </span>
      {props.multiline ? (
        <textarea rows={3} {...shared} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...shared} onChange={(event) => change(event.target.value)} />
      )}
      {props.hint && <span className="text-xs font-normal text-slate-600">{props.hint}</span>}
      <FieldProblems id={field.problemId} messages={field.messages} />
    </label>
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
  const field = useFieldState(path);
  const change = (id: DictionaryId, text: string) => {
    const next = { en: '', fr: '', ar: '', ...value, [id]: text };
    setValue(DICTIONARY_IDS.every((each) => next[each].trim() === '') ? null : next);
  };
  return (
    <div id={field.id} tabIndex={-1} className="grid gap-3 md:grid-cols-3">
      {DICTIONARY_IDS.map((id) => (
        <label key={id} className={labelClass}>
          {`${label} (${LANGUAGE_NAMES[id]})`}
          <input
            {...languageAttributes(id)}
            id={fieldId([...path, id])}
            className={`${input} w-full`}
            value={value?.[id] ?? ''}
            onChange={(event) => change(id, event.target.value)}
          />
        </label>
      ))}
      <FieldProblems id={field.problemId} messages={field.messages} />
    </div>
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
  const field = useFieldState(path, typing ? [typing] : []);
  const change = (next: string) => {
    setText(next);
    const parsed = next.trim() === '' && optional ? null : parseDollars(next);
    const problem =
      parsed === null && !(optional && next.trim() === '')
        ? 'Enter dollars and cents, like 29.99 (digits, at most two after the point).'
        : null;
    setTyping(problem);
    if (!problem) setCents(parsed);
  };
  return (
    <label className={labelClass}>
      {label}
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
      {hint && <span className="text-xs font-normal text-slate-600">{hint}</span>}
      <FieldProblems id={field.problemId} messages={field.messages} />
    </label>
  );
}

/** A number typed as text: kept in the document once it reads as one (a whole one when `whole`); blank is null when `optional`. */
export function NumberField(props: {
  path: Path;
  label: string;
  whole?: boolean;
  optional?: boolean;
  min?: number;
  max?: number;
  className?: string;
}) {
  const [value, setValue] = useValue<number | null>(props.path);
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  const [typing, setTyping] = useTypingProblem(props.path);
  const field = useFieldState(props.path, typing ? [typing] : []);
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
    <label className={labelClass}>
      {props.label}
      <input
        {...field.control}
        inputMode={props.whole ? 'numeric' : 'decimal'}
        className={`${input} ${props.className ?? 'w-28'}`}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
      <FieldProblems id={field.problemId} messages={field.messages} />
    </label>
  );
}

export function CheckField({ path, label, hint }: { path: Path; label: ReactNode; hint?: string }) {
  const [checked, setChecked] = useValue<boolean>(path);
  const field = useFieldState(path);
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
      {hint && <span className="text-xs text-slate-600">{hint}</span>}
      <FieldProblems id={field.problemId} messages={field.messages} />
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
  const field = useFieldState(props.path);
  return (
    <label className={labelClass}>
      {props.label}
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
      <FieldProblems id={field.problemId} messages={field.messages} />
    </label>
  );
}

export const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

import { useState } from 'react';
import type { FactsRow, SupplementFactsPanel } from '../../../core/catalogue-document';
import { DAILY_VALUE_NUTRIENT_IDS, dailyValueOfRow } from '../../../core/catalogue-document/daily-value';
import { NUTRIENTS, NUTRIENT_UNITS } from '../../../core/supplement-facts';
import { input, secondaryButton } from '../ui';
import { type Path, fieldId, useValue } from './editing';
import { CheckboxLike, LocalizedField, NumberField, OptionalLocalizedField, SelectField, optionsOf } from './fields';

const DV_OPTIONS = DAILY_VALUE_NUTRIENT_IDS.map((id) => ({
  value: id,
  label: `${id} (Daily Value ${NUTRIENTS[id].dailyValue} ${NUTRIENTS[id].unit})`,
}));
const INDENTS = [
  { value: '0', label: 'None' },
  { value: '1', label: 'One step' },
  { value: '2', label: 'Two steps' },
];

const blankRow = (): FactsRow => ({ nutrient: { en: '', fr: '', ar: '' }, amount: 0, unit: 'mg', indent: 0 });

/** As the panel shows it: a percent, "<1%", "**" where FDA set no Daily Value, or none for protein without its PDCAAS. */
function DailyValueText({ row }: { row: FactsRow }) {
  const value = dailyValueOfRow(row);
  if (value.kind === 'percent') return <>{value.percent}%</>;
  if (value.kind === 'lessThanOne') return <>&lt;1%</>;
  if (value.kind === 'notDeclared') return <>None declared (no PDCAAS)</>;
  return (
    <>
      <span aria-hidden="true">** </span>Daily Value not established
    </>
  );
}

function IndentField({ path, label }: { path: Path; label: string }) {
  const [indent, setIndent] = useValue<number>(path);
  return (
    <div className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      <label htmlFor={fieldId(path)}>{label}</label>
      <select id={fieldId(path)} className={input} value={String(indent)} onChange={(event) => setIndent(Number(event.target.value))}>
        {INDENTS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Row({ path, row, number, onRemove }: { path: Path; row: FactsRow; number: number; onRemove: () => void }) {
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-3">
      <LocalizedField label={`Nutrient ${number}`} pathOf={(id) => [...path, 'nutrient', id]} />
      <OptionalLocalizedField label={`Source of nutrient ${number}, shown as “(as …)”`} path={[...path, 'source']} />
      <div className="flex flex-wrap items-end gap-3">
        <NumberField path={[...path, 'amount']} label={`Amount of nutrient ${number}`} />
        <SelectField path={[...path, 'unit']} label={`Unit of nutrient ${number}`} options={optionsOf(NUTRIENT_UNITS)} />
        <SelectField
          path={[...path, 'dvKey']}
          label={`Daily Value nutrient of row ${number}`}
          options={DV_OPTIONS}
          none="None (no Daily Value)"
        />
        <IndentField path={[...path, 'indent']} label={`Indent of row ${number}`} />
        {row.dvKey === 'protein' && (
          <NumberField
            path={[...path, 'pdcaas']}
            label={`PDCAAS of row ${number}`}
            hint="0 to 1 (whey about 1, collagen 0): corrects protein's % Daily Value; needed when the texts speak of protein"
            optional
          />
        )}
        <p className="text-sm">
          <span className="block font-medium text-slate-800">% Daily Value (computed)</span>
          <output className="block py-2 font-semibold">
            <DailyValueText row={row} />
          </output>
        </p>
        <button type="button" className={secondaryButton} onClick={onRemove}>
          Remove row {number}
        </button>
      </div>
    </li>
  );
}

/** The Supplement Facts panel: its serving, its rows (the % Daily Value computed from FDA's table, never typed) and other ingredients. */
export function FactsEditor({ path }: { path: Path }) {
  const [facts, setFacts] = useValue<SupplementFactsPanel | null>(path);
  // Rows are known by their place; after a removal the ones below are drawn afresh, as their typed text moved up.
  const [removals, setRemovals] = useState(0);
  const toggle = (on: boolean) =>
    setFacts(
      on
        ? {
            servingSize: { en: '', fr: '', ar: '' },
            servingsPerContainer: 30,
            calories: null,
            rows: [blankRow()],
            otherIngredients: { en: '', fr: '', ar: '' },
          }
        : null,
    );
  return (
    <div id={fieldId(path)} tabIndex={-1} className="grid gap-4">
      <CheckboxLike checked={facts !== null} onChange={toggle} label="This product has a Supplement Facts panel" />
      {facts && (
        <>
          <LocalizedField label="Serving size" pathOf={(id) => [...path, 'servingSize', id]} />
          <div className="flex flex-wrap gap-4">
            <NumberField path={[...path, 'servingsPerContainer']} label="Servings per container" whole />
            <NumberField path={[...path, 'calories']} label="Calories per serving (blank: none declared)" whole optional />
          </div>
          <ol id={fieldId([...path, 'rows'])} tabIndex={-1} className="grid gap-3" aria-label="Nutrient rows">
            {facts.rows.map((row, index) => (
              <Row
                key={`${removals}-${index}`}
                path={[...path, 'rows', index]}
                row={row}
                number={index + 1}
                onRemove={() => {
                  setRemovals((count) => count + 1);
                  setFacts({ ...facts, rows: facts.rows.filter((_, other) => other !== index) });
                }}
              />
            ))}
          </ol>
          <p>
            <button type="button" className={secondaryButton} onClick={() => setFacts({ ...facts, rows: [...facts.rows, blankRow()] })}>
              Add a nutrient row
            </button>
          </p>
          <LocalizedField label="Other ingredients" pathOf={(id) => [...path, 'otherIngredients', id]} multiline />
        </>
      )}
    </div>
  );
}

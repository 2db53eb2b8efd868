import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentView } from '#domain/agents';
import { APPLICATION_KINDS, applicationKindLabels, type ApplicationKind } from '#domain/kinds';
import { RANGE_PRESETS, type PeriodLength, type RangePreset } from '#domain/reports/range';
import { lengthsFor, lengthWithin, rangeOf, type ReportChoice } from './reportAddress';

/** A field's problem, as a translation key, by the name the query gives it. */
export type ChoiceErrors = Partial<Record<'from' | 'to' | 'length' | 'kind' | 'aan', string>>;

type Props = {
  choice: ReportChoice;
  errors: ChoiceErrors;
  /** The agents to choose from; none while they load, or if they could not be read. */
  agents: readonly AgentView[];
  now: Date;
  onShow: (choice: ReportChoice) => void;
};

type Draft = { preset: RangePreset; from: string; to: string; length: string; kind: string; aan: string };

/**
 * What the report covers: a range (a preset or chosen dates), its periods, one service or all, one
 * agent or all. Shown when Show report is pressed, not on every change, so a date half typed asks
 * for nothing and the page never changes under a keyboard or a screen reader.
 */
export function ReportControls({ choice, errors, agents, now, onShow }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    preset: choice.preset,
    from: choice.range.from,
    to: choice.range.to,
    length: choice.length,
    kind: choice.kind ?? '',
    aan: choice.aan ?? '',
  });
  const range = rangeOf(draft.preset, draft, now);
  const lengths = lengthsFor(range);
  const length = lengthWithin(range, draft.length);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const show = (event: FormEvent) => {
    event.preventDefault();
    onShow({
      preset: draft.preset,
      range,
      length,
      ...(draft.kind ? { kind: draft.kind as ApplicationKind } : {}),
      ...(draft.aan ? { aan: draft.aan } : {}),
    });
  };

  const errorOf = (field: keyof ChoiceErrors) => {
    const error = errors[field];
    return {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
    };
  };
  const errorText = (field: keyof ChoiceErrors) =>
    errors[field] && (
      <p className="field-error" id={`${id}-${field}-error`} role="alert">
        {t(errors[field])}
      </p>
    );
  // An agent the address names is offered even when the list has not got it (yet).
  const offered = agents.some((agent) => agent.aan === draft.aan) || !draft.aan
    ? agents
    : [...agents, { aan: draft.aan, name: draft.aan } as AgentView];

  return (
    <form className="card report-controls" noValidate onSubmit={show} aria-label={t('admin.reports.controls')}>
      <div className="field">
        <label htmlFor={`${id}-preset`}>{t('admin.reports.range')}</label>
        <select
          id={`${id}-preset`}
          value={draft.preset}
          onChange={(event) => {
            const preset = event.target.value as RangePreset;
            // Chosen dates start from the range shown, to be changed from there.
            set(preset === 'custom' ? { preset, from: range.from, to: range.to } : { preset });
          }}
        >
          {RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`admin.reports.presets.${preset}`)}
            </option>
          ))}
        </select>
      </div>
      {draft.preset === 'custom' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('admin.reports.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={draft.from}
              onChange={(event) => set({ from: event.target.value })}
              {...errorOf('from')}
            />
            {errorText('from')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('admin.reports.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={draft.to}
              onChange={(event) => set({ to: event.target.value })}
              {...errorOf('to')}
            />
            {errorText('to')}
          </div>
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-length`}>{t('admin.reports.length')}</label>
        <select
          id={`${id}-length`}
          value={length}
          onChange={(event) => set({ length: event.target.value as PeriodLength })}
          {...errorOf('length')}
        >
          {lengths.map((each) => (
            <option key={each} value={each}>
              {t(`admin.reports.lengths.${each}`)}
            </option>
          ))}
        </select>
        {errorText('length')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('admin.reports.service')}</label>
        <select
          id={`${id}-kind`}
          value={draft.kind}
          onChange={(event) => set({ kind: event.target.value })}
          {...errorOf('kind')}
        >
          <option value="">{t('admin.reports.allServices')}</option>
          {APPLICATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(applicationKindLabels[kind])}
            </option>
          ))}
        </select>
        {errorText('kind')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-aan`}>{t('admin.reports.agent')}</label>
        <select
          id={`${id}-aan`}
          value={draft.aan}
          onChange={(event) => set({ aan: event.target.value })}
          {...errorOf('aan')}
        >
          <option value="">{t('admin.reports.allAgents')}</option>
          {offered.map((agent) => (
            <option key={agent.aan} value={agent.aan}>
              {agent.name === agent.aan ? agent.aan : `${agent.name} (${agent.aan})`}
            </option>
          ))}
        </select>
        {errorText('aan')}
      </div>
      <div className="report-controls-actions">
        <button type="submit" className="button primary">
          {t('admin.reports.show')}
        </button>
      </div>
    </form>
  );
}

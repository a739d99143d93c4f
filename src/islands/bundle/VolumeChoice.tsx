/**
 * How the bundle is saved: one PDF, or volumes of at most so many pages, or files of at most so
 * many MB (an e-mail attachment limit). A value that cannot be used is said beside its field, and
 * the build refuses it through the error summary (HearingBundleBuilder) rather than quietly making
 * one PDF.
 */
import type { VolumeLimit } from '../../domain/bundle-checks/volumes';
import type { Messages } from '../../i18n/island-messages';
import { FieldError, fieldErrorProps } from '../forms/ErrorSummary';
import type { HearingBundleMessageKey } from './hearing-bundle-messages';

export type VolumeSetting = { kind: 'none' } | { kind: 'pages' | 'size'; value: string };

/** A volume of fewer pages would only multiply files; a file of over 100 MB is no e-mail's. */
export const MIN_VOLUME_PAGES = 10;
export const MAX_VOLUME_MB = 100;
/** Decimal megabytes: a limit read as 10 MB is 10,000,000 bytes, a little under 10 MiB, on the safe side. */
const MB = 1_000_000;

/** The limit the setting asks for; null for one PDF; 'invalid' for a value that cannot be used. */
export function volumeLimitOf(setting: VolumeSetting): VolumeLimit | null | 'invalid' {
  if (setting.kind === 'none') return null;
  const value = setting.value.trim().replace(',', '.');
  if (setting.kind === 'pages') {
    if (!/^\d+$/.test(value) || Number(value) < MIN_VOLUME_PAGES) return 'invalid';
    return { maxPages: Number(value) };
  }
  const mb = Number(value);
  if (!/^\d+(?:\.\d+)?$/.test(value) || mb < 1 || mb > MAX_VOLUME_MB) return 'invalid';
  return { maxBytes: Math.floor(mb * MB) };
}

interface Props {
  idPrefix: string;
  setting: VolumeSetting;
  onChange: (setting: VolumeSetting) => void;
  disabled: boolean;
  messages: Messages<HearingBundleMessageKey>;
}

/** The id of the size field (the error summary links to it). */
export const volumeFieldId = (idPrefix: string) => `${idPrefix}-volume-limit`;

/** The message for a setting that cannot be used, or undefined. */
export function volumeError(setting: VolumeSetting, t: Messages<HearingBundleMessageKey>): string | undefined {
  if (setting.kind === 'none' || volumeLimitOf(setting) !== 'invalid') return undefined;
  return t[setting.kind === 'pages' ? 'bundleChecks.splitPagesError' : 'bundleChecks.splitSizeError'];
}

export default function VolumeChoice({ idPrefix, setting, onChange, disabled, messages: t }: Props) {
  // Said once something is typed; an empty field is refused at the build, through the error summary.
  const error = setting.kind !== 'none' && setting.value.trim() !== '' ? volumeError(setting, t) : undefined;
  const option = (kind: VolumeSetting['kind'], label: string) => (
    <div className="radio-field">
      <input
        type="radio"
        id={`${idPrefix}-volume-${kind}`}
        name={`${idPrefix}-volumes`}
        checked={setting.kind === kind}
        disabled={disabled}
        onChange={() => onChange(kind === 'none' ? { kind } : { kind, value: kind === 'size' ? '10' : '' })}
      />
      <label htmlFor={`${idPrefix}-volume-${kind}`}>{label}</label>
    </div>
  );
  const field = volumeFieldId(idPrefix);
  const hint = setting.kind === 'size' ? `${field}-hint` : undefined;
  return (
    <fieldset className="bundle-volumes" aria-describedby={`${idPrefix}-volumes-hint`}>
      <legend>{t['bundleChecks.splitLegend']}</legend>
      <p className="hint" id={`${idPrefix}-volumes-hint`}>
        {t['bundleChecks.splitHint']}
      </p>
      {option('none', t['bundleChecks.splitNone'])}
      {option('pages', t['bundleChecks.splitPages'])}
      {option('size', t['bundleChecks.splitSize'])}
      {setting.kind !== 'none' && (
        <div className="field">
          <label htmlFor={field}>
            {t[setting.kind === 'pages' ? 'bundleChecks.splitPagesLabel' : 'bundleChecks.splitSizeLabel']}
          </label>
          {hint && (
            <p className="hint" id={hint}>
              {t['bundleChecks.splitSizeHint']}
            </p>
          )}
          <FieldError fieldId={field} message={error} prefix={t['form.errorPrefix']} />
          <input
            id={field}
            type="text"
            inputMode={setting.kind === 'pages' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={setting.value}
            disabled={disabled}
            onChange={(event) => onChange({ kind: setting.kind, value: event.currentTarget.value })}
            {...fieldErrorProps(field, error, hint)}
          />
        </div>
      )}
    </fieldset>
  );
}

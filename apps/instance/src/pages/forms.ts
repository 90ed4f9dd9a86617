import { html, type HtmlValue, type SafeHtml } from './html';
import type { Translator } from './translator';

export const csrfField = (token: string): SafeHtml => html`<input type="hidden" name="authenticity_token" value="${token}">`;

export const hiddenField = (name: string, value: string | null | undefined): SafeHtml =>
  value === null || value === undefined ? html`` : html`<input type="hidden" name="${name}" value="${value}">`;

export function errorAlert(i18n: Translator, errors: readonly string[]): SafeHtml {
  if (errors.length === 0) return html``;
  if (errors.length === 1) return html`<div class="alert error" role="alert">${errors[0]}</div>`;
  return html`<div class="alert error" role="alert">${i18n.t('common.fix_problems')}<ul>${errors.map((e) => html`<li>${e}</li>`)}</ul></div>`;
}

export const noticeAlert = (notice: string | null | undefined): SafeHtml =>
  notice ? html`<div class="alert notice" role="status">${notice}</div>` : html``;

interface TextFieldOptions {
  name: string;
  label: string;
  value: string;
  type?: 'text' | 'password' | 'email' | 'url';
  hint?: HtmlValue;
  maxLength?: number;
  autocomplete?: string;
  required?: boolean;
  autofocus?: boolean;
  multiline?: boolean;
}

export function textField(options: TextFieldOptions): SafeHtml {
  const { name, label, value, hint, maxLength, autocomplete, required, autofocus } = options;
  const id = `field-${name.replace(/[^a-z0-9]+/gi, '-')}`;
  const attributes = html`id="${id}" name="${name}"${maxLength ? html` maxlength="${maxLength}"` : ''}${autocomplete ? html` autocomplete="${autocomplete}"` : ''}${required ? html` required` : ''}${autofocus ? html` autofocus` : ''}`;
  const control = options.multiline
    ? html`<textarea ${attributes}>${value}</textarea>`
    : html`<input type="${options.type ?? 'text'}" ${attributes} value="${value}">`;
  return html`<div class="field"><label for="${id}">${label}</label>${control}${hint ? html`<div class="hint">${hint}</div>` : ''}</div>`;
}

export function checkbox(name: string, label: string, checked: boolean, hint?: string, value = '1'): SafeHtml {
  const id = `check-${name.replace(/[^a-z0-9]+/gi, '-')}-${value.replace(/[^a-z0-9]+/gi, '-')}`;
  return html`<div class="check"><input type="checkbox" id="${id}" name="${name}" value="${value}"${checked ? html` checked` : ''}>
    <div><label for="${id}">${label}</label>${hint ? html`<div class="hint">${hint}</div>` : ''}</div></div>`;
}

/** A choice of a select: its value, its text, and the language of that text when it differs from the page's. */
export type SelectChoice = readonly [value: string, text: string, lang?: string];

export function selectField(name: string, label: string, selected: string, choices: readonly SelectChoice[], hint?: string): SafeHtml {
  const id = `field-${name.replace(/[^a-z0-9]+/gi, '-')}`;
  return html`<div class="field"><label for="${id}">${label}</label><select id="${id}" name="${name}">
    ${choices.map(([value, text, lang]) => html`<option value="${value}"${lang ? html` lang="${lang}"` : ''}${value === selected ? html` selected` : ''}>${text}</option>`)}
  </select>${hint ? html`<div class="hint">${hint}</div>` : ''}</div>`;
}

import { bad, f, field, type Field } from '../../page-context/fields';
import type { EditorValidationGroup } from '../../shared/api/http/wire';
import { readCaptchaConfig, type CaptchaConfig } from '../../shared/domain/content/captcha';
import { isUnderApiBasePath } from '../../shared/domain/content/form-endpoint';
import { readFormFields, type FormFieldDeclaration } from '../../shared/domain/content/form-fields';
import { isValidationGroupName } from '../../shared/domain/content/validation-group';
import { $pageContext } from '../../shared/context/page-context';
import { CAPTCHA_PROVIDERS } from './captcha/provider-names';

/**
 * The form's `endpoint`: an address on this site (f.url with sameOrigin) and not under the page context's
 * `apiBasePath` (issue #32, form-endpoint.ts says why), each an inline error for the editor.
 */
export function endpointField(opts: { description: string }): Field<string> {
  const url = f.url<never>({ ...opts, sameOrigin: true });
  return {
    ...url,
    parse(raw) {
      const read = url.parse(raw);
      if (!read.ok) return read;
      const { apiBasePath } = $pageContext.get();
      return isUnderApiBasePath(read.value, apiBasePath, location.href)
        ? bad(`an address outside the API base path ${JSON.stringify(apiBasePath)}`, raw)
        : read;
    },
  };
}

/** The `fields` list (shared/domain/content/form-fields.ts reads it); every problem is named for the editor. */
export function formFieldsField(opts: { description: string }): Field<FormFieldDeclaration[]> {
  return field('list of { name, label, type, required?, options? }', opts, (raw) => {
    const read = readFormFields(raw);
    return read.ok ? read : { ok: false, problem: read.problems.join('; ') };
  });
}

/** The optional `captcha` object: `{ provider, siteKey, errorMessage }`. */
export function captchaField(opts: { description: string }): Field<CaptchaConfig | undefined> {
  return field<CaptchaConfig | undefined>(
    `{ provider: ${CAPTCHA_PROVIDERS.map((p) => `"${p}"`).join(' | ')}, siteKey, errorMessage } (optional)`,
    { ...opts, default: undefined },
    (raw) => {
      const read = readCaptchaConfig(raw, CAPTCHA_PROVIDERS);
      return read.ok ? read : { ok: false, problem: read.problems.join('; ') };
    },
  );
}

/** The validation group sent in the header: letters, digits, `.`, `_`, `-` (the brand is made here only). */
const asGroup = (name: string): EditorValidationGroup | undefined =>
  isValidationGroupName(name) ? (name as EditorValidationGroup) : undefined;

export function validationGroupField(opts: { description: string; default: string }): Field<EditorValidationGroup> {
  const fallback = asGroup(opts.default);
  if (!fallback) throw new Error(`custom-form: the default validation group "${opts.default}" is not a valid name`);
  return field<EditorValidationGroup>('string (letters, digits, . _ -)', { ...opts, default: fallback }, (raw) => {
    const group = typeof raw === 'string' ? asGroup(raw) : undefined;
    return group ? { ok: true, value: group } : bad('a group name of letters, digits, ".", "_" or "-"', raw);
  });
}

/** The CMS item's id, as text: editors write it as a number or a string. */
export function itemIdField(opts: { description: string }): Field<string> {
  return field('string or integer', opts, (raw) => {
    if (typeof raw === 'number' && Number.isInteger(raw)) return { ok: true, value: String(raw) };
    if (typeof raw === 'string' && raw.trim() !== '' && raw.length <= 100) return { ok: true, value: raw.trim() };
    return bad('the CMS item id (a non-empty text or an integer)', raw);
  });
}

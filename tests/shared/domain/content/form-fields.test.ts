import { describe, expect, it } from 'vitest';
import {
  emptyValues,
  formBody,
  formFieldProblem,
  formProblems,
  readFormFields,
  type FormFieldDeclaration,
} from '../../../../shared/domain/content/form-fields';

const text = (name: string, extra: Partial<FormFieldDeclaration> = {}): FormFieldDeclaration => ({
  name,
  label: name,
  type: 'text',
  required: false,
  options: [],
  ...extra,
});

describe("readFormFields (the custom form's fields prop)", () => {
  it('reads every type, completes required and options, and takes options as texts or { value, label }', () => {
    const read = readFormFields([
      { name: 'name', label: 'Name', type: 'text', required: true },
      { name: 'email', label: 'E-mail', type: 'email' },
      { name: 'phone', label: 'Phone', type: 'tel' },
      { name: 'message', label: 'Message', type: 'textarea' },
      { name: 'terms', label: 'I accept', type: 'checkbox', required: true },
      {
        name: 'topic',
        label: 'Topic',
        type: 'select',
        options: ['Delivery', { value: 'other', label: 'Something else' }, { value: 'x' }],
      },
    ]);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true],
      ['email', 'email', false],
      ['phone', 'tel', false],
      ['message', 'textarea', false],
      ['terms', 'checkbox', true],
      ['topic', 'select', false],
    ]);
    expect(read.value[5]!.options).toEqual([
      { value: 'Delivery', label: 'Delivery' },
      { value: 'other', label: 'Something else' },
      { value: 'x', label: 'x' },
    ]);
    expect(read.value[0]!.options).toEqual([]);
  });

  it('names every problem of every field, so the editor fixes them all at once', () => {
    const read = readFormFields([
      { name: '1st', label: 'First', type: 'text' },
      { name: 'email', label: '', type: 'date' },
      { name: 'email', label: 'Again', type: 'email', required: 'yes' },
      { name: 'topic', label: 'Topic', type: 'select', options: [] },
      { name: 'note', label: 'Note', type: 'text', options: ['a'] },
      'name',
    ]);
    expect(read).toEqual({
      ok: false,
      problems: [
        'fields[0].name: expected a name such as "email" (a letter, then letters, digits, _ - .), got "1st"',
        'fields[1].label: expected a non-empty text, got ""',
        'fields[1].type: expected one of "text", "email", "tel", "textarea", "checkbox", "select", got "date"',
        'fields[2].required: expected true or false, got "yes"',
        'fields[3].options: expected a non-empty list of texts or { value, label }, got []',
        'fields[4].options: only a "select" field has options',
        'fields[5]: expected an object with name, label and type, got "name"',
      ],
    });
  });

  it('refuses a name used twice (the second would overwrite the first in the body)', () => {
    const field = { name: 'email', label: 'E-mail', type: 'email' };
    const read = readFormFields([field, field]);
    expect(read).toEqual({ ok: false, problems: ['fields[1].name: "email" is used by an earlier field'] });
  });

  it('refuses what is not a list, an empty list and more than 30 fields', () => {
    expect(readFormFields({ name: 'x' })).toEqual({
      ok: false,
      problems: ['expected a list of fields, got {"name":"x"}'],
    });
    expect(readFormFields([])).toEqual({ ok: false, problems: ['expected at least one field, got an empty list'] });
    const many = Array.from({ length: 31 }, (_, i) => ({ name: `f${i}`, label: 'F', type: 'text' }));
    expect(readFormFields(many)).toEqual({ ok: false, problems: ['expected at most 30 fields, got 31'] });
    expect(readFormFields(many.slice(0, 30)).ok).toBe(true);
  });
});

describe('formFieldProblem (required fields and e-mail format)', () => {
  it('a required text is empty when only white space; an optional one may stay empty', () => {
    expect(formFieldProblem(text('a', { required: true }), '  ')).toBe('required');
    expect(formFieldProblem(text('a', { required: true }), ' x ')).toBeNull();
    expect(formFieldProblem(text('a'), '')).toBeNull();
  });

  it('an e-mail field must hold an address when filled in, required or not', () => {
    const email = text('email', { type: 'email' });
    expect(formFieldProblem(email, 'mette')).toBe('email');
    expect(formFieldProblem(email, 'mette@kantinen')).toBe('email');
    expect(formFieldProblem(email, ' mette@kantinen.dk ')).toBeNull();
    expect(formFieldProblem(email, '')).toBeNull();
    expect(formFieldProblem({ ...email, required: true }, '')).toBe('required');
  });

  it('a required checkbox must be ticked; a required select needs a choice', () => {
    expect(formFieldProblem(text('terms', { type: 'checkbox', required: true }), false)).toBe('required');
    expect(formFieldProblem(text('terms', { type: 'checkbox', required: true }), true)).toBeNull();
    expect(formFieldProblem(text('terms', { type: 'checkbox' }), false)).toBeNull();
    expect(formFieldProblem(text('topic', { type: 'select', required: true }), '')).toBe('required');
  });

  it('formProblems lists the fields with a problem by name', () => {
    const fields = [text('name', { required: true }), text('email', { type: 'email' }), text('note')];
    expect(formProblems(fields, { name: '', email: 'x', note: '' })).toEqual({ name: 'required', email: 'email' });
    expect(formProblems(fields, { name: 'Mette', email: '', note: '' })).toEqual({});
  });
});

describe('emptyValues and formBody', () => {
  it('start empty and send every declared field, texts trimmed, checkboxes as true or false', () => {
    const fields = [text('name'), text('terms', { type: 'checkbox' }), text('topic', { type: 'select' })];
    expect(emptyValues(fields)).toEqual({ name: '', terms: false, topic: '' });
    expect(formBody(fields, { name: '  Mette ', terms: true, topic: 'other', stray: 'x' })).toEqual({
      name: 'Mette',
      terms: true,
      topic: 'other',
    });
    expect(formBody(fields, {})).toEqual({ name: '', terms: false, topic: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { textProblem } from '../../../../shared/domain/forms/field-rules';

describe('text field rules (required, maximum length)', () => {
  it('a required field refuses empty and white space alone', () => {
    expect(textProblem('', { required: true })).toEqual({ kind: 'required' });
    expect(textProblem('   ', { required: true })).toEqual({ kind: 'required' });
    expect(textProblem('Mandag', { required: true })).toBeNull();
  });

  it('an optional field accepts empty', () => {
    expect(textProblem('', {})).toBeNull();
  });

  it('the maximum length counts the trimmed value, and names the maximum', () => {
    expect(textProblem('12345', { maxLength: 5 })).toBeNull();
    expect(textProblem('  12345  ', { maxLength: 5 })).toBeNull();
    expect(textProblem('123456', { maxLength: 5 })).toEqual({ kind: 'tooLong', max: 5 });
  });
});

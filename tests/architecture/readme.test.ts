import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageContextFields } from '../../page-context/page-context-fields';
import { WIRE } from '../../shared/api/wire';
import { ROOT } from './source-files';

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

describe('README stays true', () => {
  it.each(Object.entries(pageContextFields))('documents page-context field %s with its default', (name, field) => {
    const row = readme.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
    expect(row, `README has no row for ${name}`).toBeDefined();
    expect(row).toContain(`\`${JSON.stringify(field.defaultValue)}\``);
  });

  it('documents every wire name', () => {
    for (const name of [
      WIRE.cacheKeyParam,
      WIRE.recallParam,
      WIRE.recallCookie,
      WIRE.campaignHeader,
      WIRE.validationGroupHeader,
      WIRE.checkoutStepHeader,
    ]) {
      expect(readme).toContain(`\`${name}`);
    }
  });

  it('shows the two commands', () => {
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });
});

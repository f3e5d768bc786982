/**
 * Type tests, run by `tsc` (npm test's typecheck suite), never by vitest: each `@ts-expect-error` line
 * must fail to compile, or tsc reports the directive as unused. The lines without it must compile.
 */
import type { Bilingual, WidgetT } from '../../shared/i18n/text-keys';
import { useT } from '../../shared/i18n/use-translation';
import type { texts as countdownTexts } from '../../widgets/countdown/texts';

declare const t: WidgetT<'countdown'>;

// The keys a widget's texts have, a plural by its base, the common keys and their groups.
t('completed');
t('days', { count: 2 });
t('loading');
t('basketSave.retrying');
// @ts-expect-error an unknown key
t('completedd');
// @ts-expect-error a group is not a text
t('basketSave');
// @ts-expect-error another widget's key
t('goToBasket');
// A key built from data compiles only with the text to show when it is missing.
t(`marking.${String(1)}`, { defaultValue: 'Cold' });
// @ts-expect-error a key built from data, without a default text
t(`marking.${String(1)}`);

export function Probe() {
  const inWidget = useT('countdown');
  // @ts-expect-error useT infers the namespace's keys from its texts module
  inWidget('nope');
  // @ts-expect-error a namespace no texts module registers
  useT('no-such-widget');
  const common = useT();
  // @ts-expect-error useT() has the common keys only
  common('completed');
  return common('close') + inWidget('label');
}

// Danish must have exactly English's keys, group by group.
const same = { en: { a: 'A', group: { b: 'B' } }, da: { a: 'Å', group: { b: 'Bø' } } };
export type Same = Bilingual<typeof same>;
const missingDanish = { en: { a: 'A', b: 'B' }, da: { a: 'Å' } };
// @ts-expect-error Danish lacks "b"
export type MissingDanish = Bilingual<typeof missingDanish>;
const extraDanish = { en: { a: 'A' }, da: { a: 'Å', b: 'B' } };
// @ts-expect-error Danish has "b", English has not
export type ExtraDanish = Bilingual<typeof extraDanish>;
const missingInGroup = { en: { group: { a: 'A', b: 'B' } }, da: { group: { a: 'Å' } } };
// @ts-expect-error Danish lacks "group.b"
export type MissingInGroup = Bilingual<typeof missingInGroup>;
const notText = { en: { a: 3 }, da: { a: 3 } };
// @ts-expect-error a text is a string
export type NotText = Bilingual<typeof notText>;
// The real modules pass.
export type Countdown = Bilingual<typeof countdownTexts>;

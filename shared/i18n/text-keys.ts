import type { TOptions } from 'i18next';

/**
 * The types that make a text key a contract: each texts module registers its English texts under its
 * namespace, Danish must match them key for key, and `useT` accepts only the keys its namespace (or
 * `common`) has. Types only: nothing here reaches the bundle, and the texts modules stay plain objects.
 */

/** Texts as i18next reads them: strings, or groups whose keys are joined with "." (`basketSave.retrying`). */
export type TextTree = { readonly [key: string]: string | TextTree };

/** Exactly the keys of `T`, any wording: what a second language must give for the English texts. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/**
 * The English texts of a texts module `{ en, da }`, accepted only when Danish has exactly English's
 * keys: a key missing in Danish, or one Danish has and English lacks, does not compile.
 */
export type Bilingual<T extends { da: SameKeys<T['en']>; en: TextTree & SameKeys<T['da']> }> = T['en'];

/** i18next's plural suffixes: `lines_one` and `lines_other` are asked for as `lines` with a `count`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<K extends string> = {
  [S in PluralSuffix]: K extends `${infer Base}_${S}` ? Base : never;
}[PluralSuffix];

/** Every key `t` can be given for a texts tree: leaves, plural bases, and group keys joined with ".". */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K | PluralBase<K> : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/**
 * Namespace name -> its English texts. Every texts module adds its own entry by declaration merging,
 * `declare module '.../text-keys' { interface TextNamespaces { 'mini-basket': Bilingual<typeof texts> } }`,
 * so the registry imports no widget and a new widget registers where its texts are.
 */
export interface TextNamespaces {}

export type Namespace = keyof TextNamespaces & string;

/** The keys a namespace's `t` accepts: its own, and through the fallback the `common` ones. */
export type KeyIn<N extends Namespace> = TextKey<TextNamespaces[N]> | TextKey<TextNamespaces['common']>;

/** `t` of one namespace: an unknown key does not compile. */
export interface Translate<K extends string> {
  /** A key built from data (a marking the server sends) may be missing: the text to show then is required. */
  (key: string, options: TOptions & { defaultValue: string }): string;
  // Last, so that a wrong key is reported against this signature.
  (key: K, options?: TOptions): string;
}

/** What `useT(ns)` returns: pass it to a part of the widget as `t: WidgetT<typeof NS>`. */
export type WidgetT<N extends Namespace> = Translate<KeyIn<N>>;

/**
 * Type tests, run by `tsc`, never by vitest: fixtures/model-contract.ts fails when a mock model's field
 * diverges from the entity type the islands read. Each `@ts-expect-error` line must fail to compile.
 */
import type { Answers, BasketArea, Brands, Sent, Shop } from '../../fixtures/model-contract';
import type { createProductViewer } from '../../fixtures/model/product-view';
import type * as Mock from '../../fixtures/types/index.ts';

type MockProduct = ReturnType<ReturnType<typeof createProductViewer>>;

// The mock's models as they are pass (LogoImageUrl is the shop's own, listed as never sent).
export type Brand = Answers<Brands.Brand, Mock.Brand, 'LogoImageUrl'>;
export type Product = Answers<Shop.Product, MockProduct>;

// A field the mock types otherwise than the shop reads it.
type NumberTitle = Omit<Mock.Brand, 'NavigationTitle'> & { NavigationTitle: number };
// @ts-expect-error NavigationTitle is a string for the shop
export type WrongType = Answers<Brands.Brand, NumberTitle, 'LogoImageUrl'>;

// A required field the mock renames.
type RenamedSplash = Omit<Mock.Brand, 'SplashImageUrl'> & { SplashImage: string };
// @ts-expect-error the shop reads SplashImageUrl
export type RenamedRequired = Answers<Brands.Brand, RenamedSplash, 'LogoImageUrl'>;

// An optional field the mock renames: plain assignability would let it through.
type RenamedPreSale = Omit<MockProduct, 'PreSale'> & { Presale: MockProduct['PreSale'] };
declare const renamed: RenamedPreSale;
export const renamedIsAssignable: Shop.Product = renamed;
// @ts-expect-error the shop reads PreSale
export type RenamedOptional = Answers<Shop.Product, RenamedPreSale>;

// A field the mock never sends must be listed as such.
// @ts-expect-error LogoImageUrl is not listed as never sent
export type Unlisted = Answers<Brands.Brand, Mock.Brand>;

// An answer a handler builds in place: the shop's fields, of its types, and any more.
export const dropSize = {
  ExpectedDeliveryDate: '2026-01-05',
  DropSizeLimit: 1500,
  FormattedDropSizeLimit: '1.500,00 kr.',
  BasketSubTotal: 0,
  MissingAmount: 1500,
  FormattedMissingAmount: '1.500,00 kr.',
  IsReached: false,
} satisfies Sent<BasketArea.DropSize>;
export const dropSizeWithoutIsReached = {
  DropSizeLimit: 1500,
  FormattedDropSizeLimit: '1.500,00 kr.',
  BasketSubTotal: 0,
  MissingAmount: 1500,
  FormattedMissingAmount: '1.500,00 kr.',
  // @ts-expect-error IsReached is missing
} satisfies Sent<BasketArea.DropSize>;
export const dropSizeAsText = {
  DropSizeLimit: 1500,
  FormattedDropSizeLimit: '1.500,00 kr.',
  BasketSubTotal: 0,
  // @ts-expect-error MissingAmount is a number for the shop
  MissingAmount: '1500',
  FormattedMissingAmount: '1.500,00 kr.',
  IsReached: false,
} satisfies Sent<BasketArea.DropSize>;

// The dealer's stock number: its own reference of a car, unique among its listings, what an import
// matches rows by (listing-import.ts). Required in an import's row; optional in the listing
// wizard, so a listing made by hand can later be updated by an import.
import { z } from 'zod';

/** The import's column and the listing form's part. */
export const STOCK_NUMBER_FIELD = 'stockNumber';
export const STOCK_NUMBER_MAX_LENGTH = 40;

export const STOCK_NUMBER_MESSAGES = {
  required: 'Please enter the stock number',
  tooLong: `The stock number must be at most ${STOCK_NUMBER_MAX_LENGTH} characters`,
  characters: 'The stock number may hold letters, digits, spaces and . _ / - only',
  /** Another listing of the same dealer has it (the wizard; the import's rows say which row). */
  taken: 'This stock number is already used by another of your listings',
} as const;

const STOCK_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;

/** A stock number: trimmed, required, letters, digits, spaces and . _ / - (a leading letter or digit). */
export const stockNumberSchema = z
  .string({ error: STOCK_NUMBER_MESSAGES.required })
  .trim()
  .min(1, STOCK_NUMBER_MESSAGES.required)
  .max(STOCK_NUMBER_MAX_LENGTH, STOCK_NUMBER_MESSAGES.tooLong)
  .regex(STOCK_NUMBER_PATTERN, STOCK_NUMBER_MESSAGES.characters);

/** The wizard's optional stock number: blank (none) or a stock number. */
export const optionalStockNumberSchema = z
  .string({ error: 'stockNumber must be text' })
  .trim()
  .max(STOCK_NUMBER_MAX_LENGTH, STOCK_NUMBER_MESSAGES.tooLong)
  .refine((v) => v === '' || STOCK_NUMBER_PATTERN.test(v), STOCK_NUMBER_MESSAGES.characters);

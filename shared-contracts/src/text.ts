// The one string builder of every request field: a maximum length, trimmed (unless told
// otherwise) and no control characters (a NUL byte would reach PostgreSQL's encoding check).
// Multi-line fields (a message, a question) keep \n and \t; \r\n and \r become \n.
import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed';
export const EMAIL_MAX_LENGTH = 254;

/** C0 controls, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, except tab (\u0009) and line feed (\u000a). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export interface TextOptions {
  /** Longest accepted value (after trimming). */
  max: number;
  /** Shortest accepted value (after trimming); with `required` as its message. */
  min?: number;
  /** Message when shorter than `min` (e.g. 'First name is required'). */
  required?: string;
  /** Message when longer than `max`. */
  tooLong?: string;
  /** Keep \n and \t (message, question). */
  multiline?: boolean;
  /** Trim surrounding white space (default true; passwords and tokens are kept as sent). */
  trim?: boolean;
}

/** A request string: bounded, trimmed, free of control characters. */
export function text(opts: TextOptions) {
  let s = z.string();
  if (opts.multiline) s = s.overwrite((v) => (v.includes('\r') ? v.replace(/\r\n?/g, '\n') : v));
  if (opts.trim !== false) s = s.trim();
  if (opts.min !== undefined && opts.min > 0) s = s.min(opts.min, opts.required);
  s = s.max(opts.max, opts.tooLong);
  const forbidden = opts.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return s.refine((v) => !forbidden.test(v), CONTROL_CHARACTERS_MESSAGE);
}

/** An email address: required, at most 254 characters, lower-cased. */
export function emailText(required = 'Email is required') {
  return text({ max: EMAIL_MAX_LENGTH, min: 1, required }).toLowerCase().email('Email is invalid');
}

/** A uuid (path params and ids in bodies). */
export function uuidText(message?: string) {
  return text({ max: 36 }).uuid(message);
}

/**
 * The address an email is counted under for limits and duplicates: lower case, without a
 * +tag, and for Gmail (which ignores dots) without dots in the local part.
 */
export function normaliseEmail(email: string): string {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at <= 0) return value;
  let local = value.slice(0, at);
  let domain = value.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

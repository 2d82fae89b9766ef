import './zod-csp';

export * from './text';
export * from './catalog';
export * from './auth';
export * from './stats';
export * from './listings';
export * from './leads';

/** Shape of every error answer of the API. */
export interface ApiErrorBody { message: string; errors?: Array<{ path: string; message: string }> }

export * from './common';
export * from './auth';
export * from './admin';
export * from './billing';
export * from './dealers';
export * from './listings';
export * from './leads';
export * from './dev';

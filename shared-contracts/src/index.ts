export * from './text';
export * from './catalog';
export * from './auth';
export * from './billing';
export * from './stats';
export * from './listings';
export * from './leads';

export * from './queries';
export * from './params';
export * from './profile';
export * from './dealer-profile';
export * from './admin';
export * from './responses';
export * from './endpoints';
export * from './listing-form';
export * from './listing-images';
export * from './listing-status';

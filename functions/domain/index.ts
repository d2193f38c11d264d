/** Pure domain shared by the web app and the functions: no AWS or Node-only imports here. */
export * from './constants.ts';
export * from './money.ts';
export * from './keywords.ts';
export * from './sectors.ts';
export * from './questions.ts';
export * from './plans.ts';
export * from './checkout.ts';
export * from './payment-status.ts';
export * from './business-type.ts';
export * from './ids.ts';
export * from './storage-keys.ts';
export * from './email.ts';
export * from './launch-chat-steps.ts';
export * from './chat-session.ts';
export * from './referral.ts';
export * from './contracts/index.ts';

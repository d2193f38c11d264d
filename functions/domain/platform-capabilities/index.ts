import { BANKING_PLATFORM_CAPABILITIES } from './banking-platform.ts';
import { COMPLETE_FINTECH_CAPABILITIES } from './complete-fintech.ts';
import { CRYPTO_EXCHANGE_CAPABILITIES } from './crypto-exchange.ts';
import {
  CTO_SERVICE_CAPABILITIES,
  ECOMMERCE_CAPABILITIES,
  REAL_ESTATE_CAPABILITIES,
  RESTAURANT_CAPABILITIES,
  TAXI_CAPABILITIES,
} from './ready-made.ts';
import { SETUP_CALL_MINUTES } from '../launch-promises.ts';
import type { Capability, CapabilityPlatformId, PlatformCapabilities } from './types.ts';

export type { Capability, CapabilityPlatformId, IncludedGroup, PlatformCapabilities } from './types.ts';

/**
 * Every platform the site sells and what it does. Web pages import the one file they show
 * (./banking-platform.ts...); this index is for the server (Q, the model's tools, the launch chat).
 */
export const PLATFORM_CAPABILITIES: readonly PlatformCapabilities[] = [
  BANKING_PLATFORM_CAPABILITIES,
  CRYPTO_EXCHANGE_CAPABILITIES,
  COMPLETE_FINTECH_CAPABILITIES,
  ECOMMERCE_CAPABILITIES,
  RESTAURANT_CAPABILITIES,
  TAXI_CAPABILITIES,
  REAL_ESTATE_CAPABILITIES,
  CTO_SERVICE_CAPABILITIES,
];

/**
 * What every platform has, from the home page's reasons and FAQ: brand, payments, data, custom
 * work. Said once here so no platform's list has to repeat it.
 */
export const SHARED_CAPABILITIES: readonly Capability[] = [
  {
    key: 'your-brand',
    title: 'Your brand',
    body: 'Your name, logo, colours and domain, and apps published under your own Play Store and App Store accounts.',
    terms: ['white-label', 'logo', 'domain', 'app store', 'play store'],
  },
  {
    key: 'payments',
    title: 'Payments',
    body: 'Cards, bank transfer and USSD through Paystack or Flutterwave, settled to your own account.',
    terms: ['pay', 'payment', 'card', 'transfer', 'ussd', 'paystack', 'flutterwave'],
  },
  {
    key: 'customer-data',
    title: 'Customer data',
    body: 'Encrypted in transit and at rest, BVN and bank details encrypted separately, following the Nigeria Data Protection Act 2023; your customer data stays yours.',
    terms: ['data', 'privacy', 'ndpa', 'encryption'],
  },
  {
    key: 'custom-features',
    title: 'Custom features',
    body: 'Small changes are part of your launch; larger ones are planned with our CTO-as-a-Service team without delaying go-live.',
    terms: ['custom', 'feature', 'change'],
  },
];

/**
 * The rule for everything the table does not say. A specific need is never answered "yes": the
 * platform's published capabilities are stated, and the need itself is confirmed on the setup call.
 */
export const CAPABILITY_RULE = `A specific need that is not in this table (a vehicle type, a way of paying, a number of branches, a partner, a workflow) is never answered "yes": say what the platform does from the table, and that whether it covers the specific need is confirmed on the free ${SETUP_CALL_MINUTES}-minute setup call.`;

export function platformCapabilities(id: CapabilityPlatformId): PlatformCapabilities {
  const platform = PLATFORM_CAPABILITIES.find((candidate) => candidate.id === id);
  if (!platform) throw new RangeError(`Unknown platform: ${id}`);
  return platform;
}

export function isCapabilityPlatformId(value: unknown): value is CapabilityPlatformId {
  return PLATFORM_CAPABILITIES.some((platform) => platform.id === value);
}

/** One line per capability, as Q and the model's tool state them. */
export function capabilityLines(platform: PlatformCapabilities): string[] {
  return [
    ...platform.capabilities.map((capability) => `${capability.title}: ${capability.body}`),
    ...(platform.planFeatures ?? []),
  ];
}

/**
 * The home page cards' sentences, on their own so the home page imports these few lines and not
 * every platform's full table.
 */
export const PLATFORM_SUMMARIES = {
  fintech:
    'Digital banking, savings, lending and crypto, with BVN/NIN onboarding, NIP transfers and bills from day one.',
  ecommerce:
    'A branded store or multi-vendor marketplace with Paystack checkout, vendor payouts and delivery across Nigeria.',
  restaurant:
    'Online ordering, kitchen display and rider dispatch under your name, without marketplace commission.',
  taxi: 'Rider and driver apps with upfront fares, live tracking and a dispatch dashboard, for cars, keke and bikes.',
  'cto-service': 'A senior tech team that plans, builds, secures and runs your custom product.',
  'real-estate':
    'Verified listings, rent collection, shortlets and estate management for agents and landlords.',
} as const satisfies Record<string, string>;

export type SummaryId = keyof typeof PLATFORM_SUMMARIES;

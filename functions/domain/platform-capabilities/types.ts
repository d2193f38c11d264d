/**
 * What each platform does, as the product's own pages say it (home page cards, the service pages,
 * the pricing page and the FAQ). The site's pages, Q (built-in and the model) and the launch chat's
 * solution read these, so none of them can promise a capability the others do not show.
 */
export interface Capability {
  /** Stable name, e.g. 'bvn-nin-onboarding'; the web keys its icons by it. */
  readonly key: string;
  readonly title: string;
  readonly body: string;
  /** Words a founder uses for this capability that the title and body do not contain. */
  readonly terms?: readonly string[];
}

export interface IncludedGroup {
  readonly title: string;
  readonly items: readonly string[];
}

export type CapabilityPlatformId =
  | 'banking-platform'
  | 'crypto-exchange'
  | 'complete-fintech'
  | 'ecommerce'
  | 'restaurant'
  | 'taxi'
  | 'real-estate'
  | 'cto-service';

export interface PlatformCapabilities {
  readonly id: CapabilityPlatformId;
  /** The name the site gives it. */
  readonly name: string;
  /** The home page card's sentence, or the service page's opening. */
  readonly summary: string;
  /** The service page's opening, where the platform has a page. */
  readonly intro?: string;
  readonly capabilities: readonly Capability[];
  /** The service page's "what's included" lists, where the platform has a page. */
  readonly included?: readonly IncludedGroup[];
  /** The plan card's feature lines on /pricing, where the platform has a published plan. */
  readonly planFeatures?: readonly string[];
  /** Where the site says it, for a person checking a line: a path of the public site. */
  readonly source: string;
}

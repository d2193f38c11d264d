import type { Capability, PlatformCapabilities } from '@domain/platform-capabilities/types.ts';
import type { LaunchService } from '../../../lib/paths.ts';

export interface ServiceFeature {
  /** SVG path data, drawn by <Icon d>. */
  readonly icon: string;
  readonly title: string;
  readonly body: string;
}

export interface ServiceContent {
  /** The /launch?service= value its 'Start Building' link carries. */
  readonly launchService: LaunchService;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly price: { readonly label: string; readonly amount: string; readonly note: string };
  readonly features: readonly ServiceFeature[];
  readonly included: readonly { readonly title: string; readonly items: readonly string[] }[];
  readonly compliance: { readonly title: string; readonly body: string };
}

/** Prices of these platforms are not published (spec): they are quoted on the setup call. */
export const quotedPrice = {
  label: 'Priced to your scope',
  amount: 'Custom quote',
  note: 'Quoted on a free 30-minute setup call, before you pay anything. No revenue sharing.',
};

/** The capability table's lines (functions/domain/platform-capabilities) with the page's icons. */
function withIcons(
  capabilities: readonly Capability[],
  iconOf: Readonly<Record<string, string>>,
): ServiceFeature[] {
  return capabilities.map((capability) => ({
    icon: iconOf[capability.key] ?? '',
    title: capability.title,
    body: capability.body,
  }));
}

/**
 * What a service page says from its platform's capability table: the opening, the feature cards
 * (the table's lines with the page's icons, keyed by capability) and what is included.
 */
export function fromCapabilities(
  platform: PlatformCapabilities,
  iconOf: Readonly<Record<string, string>>,
): Pick<ServiceContent, 'intro' | 'features' | 'included'> {
  return {
    intro: platform.intro ?? '',
    features: withIcons(platform.capabilities, iconOf),
    included: platform.included ?? [],
  };
}

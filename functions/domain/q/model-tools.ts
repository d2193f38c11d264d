import { LAUNCH_SERVICES, SUPPORT_TIERS } from '../plans.ts';
import {
  CAPABILITY_RULE,
  type CapabilityPlatformId,
  PLATFORM_CAPABILITIES,
  SHARED_CAPABILITIES,
  capabilityLines,
  isCapabilityPlatformId,
} from '../platform-capabilities/index.ts';
import { LAUNCH_PATH, PREMIUM_SUPPORT_PRICE, SETUP_CALL, SETUP_FEE } from './facts.ts';

/**
 * The tools the model may call in production (Bedrock Converse). Each answers from the same data
 * the site and the built-in guide read (plans, the capability table, the launch path), so the
 * model looks a fact up instead of recalling it. Pure functions: the adapter runs them.
 */
export type ModelToolName = 'published_price' | 'platform_capabilities' | 'launch_link';

/** A JSON value: what a tool's input schema and its answer are made of. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ModelToolSpec {
  readonly name: ModelToolName;
  readonly description: string;
  /** JSON Schema of the input. */
  readonly inputSchema: JsonObject;
}

const PLATFORM_IDS = PLATFORM_CAPABILITIES.map((platform) => platform.id);

export const MODEL_TOOLS: readonly ModelToolSpec[] = [
  {
    name: 'published_price',
    description:
      'The published prices: the Banking Platform setup fee and the support tiers. Other platforms have no published price (quoted on the setup call). Call before stating any amount.',
    inputSchema: {
      type: 'object',
      properties: {
        platform: { type: 'string', enum: PLATFORM_IDS, description: 'The platform asked about, if any.' },
      },
    },
  },
  {
    name: 'platform_capabilities',
    description:
      'What a platform does, as the site publishes it, and the rule for anything else. Call before saying whether a platform can do something.',
    inputSchema: {
      type: 'object',
      properties: { platform: { type: 'string', enum: PLATFORM_IDS } },
      required: ['platform'],
    },
  },
  {
    name: 'launch_link',
    description:
      'The link where the founder starts the guided launch and books the free setup call, optionally for one fintech service.',
    inputSchema: {
      type: 'object',
      properties: { service: { type: 'string', enum: [...LAUNCH_SERVICES] } },
    },
  },
];

const platformOf = (input: Record<string, unknown>): CapabilityPlatformId | null =>
  isCapabilityPlatformId(input.platform) ? input.platform : null;

/** A tool's answer, as JSON the model reads. Unknown tools and bad input get an error it can read too. */
export function runModelTool(name: string, input: Record<string, unknown>): JsonObject {
  switch (name) {
    case 'published_price': {
      const platform = platformOf(input);
      const published = platform === null || platform === 'banking-platform';
      return {
        ...(published
          ? { bankingPlatformSetupFee: `${SETUP_FEE}, one-time` }
          : {
              platform,
              price: `Not published: the quote is confirmed on the ${SETUP_CALL}, before paying.`,
            }),
        support: SUPPORT_TIERS.map((tier) =>
          tier.monthlyPrice === 0 ? `${tier.name}: free` : `${tier.name}: ${PREMIUM_SUPPORT_PRICE}`,
        ),
        revenueSharing: 'None: the founder keeps all markup and transaction revenue.',
        rule: `Only the Banking Platform has a published price; every other quote is confirmed on the ${SETUP_CALL}. Never state another amount.`,
      };
    }
    case 'platform_capabilities': {
      const id = platformOf(input);
      const platform = PLATFORM_CAPABILITIES.find((candidate) => candidate.id === id);
      if (!platform) return { error: `Unknown platform; use one of ${PLATFORM_IDS.join(', ')}.` };
      return {
        platform: platform.name,
        summary: platform.summary,
        capabilities: capabilityLines(platform),
        everyPlatform: SHARED_CAPABILITIES.map((capability) => `${capability.title}: ${capability.body}`),
        rule: CAPABILITY_RULE,
      };
    }
    case 'launch_link': {
      const service = LAUNCH_SERVICES.find((candidate) => candidate === input.service);
      return {
        link: service ? `${LAUNCH_PATH}?service=${service}` : LAUNCH_PATH,
        what: `About 60 seconds: the idea, the sector, a few quick questions and a tailored solution, then booking the ${SETUP_CALL}.`,
      };
    }
    default:
      return { error: `No tool named ${name}.` };
  }
}

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { setupCallSchema, type SetupCall } from '../../domain/contracts/setup-call.ts';
import { documentClient, tableName } from './client.ts';
import { batchGetItems } from './stored-item.ts';
import { isConditionFailure, jitter } from './conditions.ts';
import type { Onboarding } from '../../domain/contracts/records/onboarding.ts';
import { writeContention } from './errors.ts';
import { getOnboarding } from './onboardings.ts';

/**
 * The setup call of a launch as the scheduling provider confirmed it: one item per resume token,
 * beside (not inside) the onboarding record, so the provider's webhook and the founder's autosaves
 * never contend for one version and the payment Lambdas carry none of it (issue #19).
 */
const key = (resumeToken: string) => ({ pk: `setup-call#${resumeToken}`, sk: 'setup-call' });

interface StoredSetupCall {
  readonly setupCall: SetupCall;
  readonly version: number;
}

async function readSetupCall(resumeToken: string): Promise<StoredSetupCall | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key(resumeToken), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { version, ...fields } = Item;
  const parsed = setupCallSchema.safeParse(fields);
  if (!parsed.success || typeof version !== 'number')
    throw new Error(`The setup call item of ${resumeToken.slice(0, 8)}… does not match its schema`);
  return { setupCall: parsed.data, version };
}

export async function getSetupCall(resumeToken: string): Promise<SetupCall | null> {
  return (await readSetupCall(resumeToken))?.setupCall ?? null;
}

/**
 * The setup calls of many launches, by resume token, in batch reads of 100 (the funnel reads a
 * period's journeys: one read each would be thousands of round trips). Eventually consistent.
 */
export async function getSetupCallsOf(resumeTokens: readonly string[]): Promise<Map<string, SetupCall>> {
  const items = await batchGetItems(resumeTokens.map(key));
  const calls = new Map<string, SetupCall>();
  for (const item of items) {
    const resumeToken = String(item.pk).slice('setup-call#'.length);
    // As readSetupCall reads it: the item less its version is the setup call.
    const { version: _version, ...fields } = item;
    const parsed = setupCallSchema.safeParse(fields);
    if (!parsed.success)
      throw new Error(`The setup call item of ${resumeToken.slice(0, 8)}… does not match its schema`);
    calls.set(resumeToken, parsed.data);
  }
  return calls;
}

const ATTEMPTS = 30;

/**
 * Changes the setup call of an existing onboarding record as `decide` says, conditional on the
 * version read, so two deliveries about one booking cannot both write. `decide` sees the record
 * and its current setup call and answers the new one, or undefined to leave it. Undefined when no
 * onboarding record has this token.
 */
export async function recordSetupCall<Result>(
  resumeToken: string,
  decide: (current: Onboarding & { setup_call: SetupCall | null }) => {
    setupCall: SetupCall | undefined;
    result: Result;
  },
): Promise<Result | undefined> {
  const onboarding = await getOnboarding(resumeToken);
  if (!onboarding) return undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const stored = await readSetupCall(resumeToken);
    const { setupCall, result } = decide({ ...onboarding, setup_call: stored?.setupCall ?? null });
    if (!setupCall) return result;
    const expected = stored?.version ?? 0;
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...key(resumeToken), ...setupCall, version: expected + 1 },
          ConditionExpression: expected === 0 ? 'attribute_not_exists(pk)' : 'version = :expected',
          ...(expected === 0 ? {} : { ExpressionAttributeValues: { ':expected': expected } }),
        }),
      );
      return result;
    } catch (error: unknown) {
      if (!isConditionFailure(error)) throw error;
    }
    await jitter(attempt);
  }
  throw writeContention('this setup call');
}

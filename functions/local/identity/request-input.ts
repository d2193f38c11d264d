import { CognitoError, missingParameter } from './cognito-error.ts';

/** A parsed JSON request body of one operation. */
export type OperationInput = Record<string, unknown>;

export function parseInput(body: Buffer): OperationInput {
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as OperationInput;
  } catch {
    // answered below, like a body that is not an object
  }
  throw new CognitoError('SerializationException', 'Start of structure or map found where not expected.');
}

const memberName = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export function requiredString(input: OperationInput, name: string): string {
  const value = input[name];
  if (typeof value !== 'string' || value === '') throw missingParameter(memberName(name));
  return value;
}

export function optionalString(input: OperationInput, name: string): string | undefined {
  const value = input[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function stringMap(input: OperationInput, name: string): Record<string, string> | undefined {
  const value = input[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw missingParameter(memberName(name));
  const map: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') map[key] = entry;
  return map;
}

/** Cognito's `[{Name, Value}]` attribute lists as a plain map. */
export function attributeList(input: OperationInput, name: string): Record<string, string> {
  const value = input[name];
  const map: Record<string, string> = {};
  if (!Array.isArray(value)) return map;
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { Name, Value } = entry as { Name?: unknown; Value?: unknown };
    if (typeof Name === 'string' && typeof Value === 'string') map[Name] = Value;
  }
  return map;
}

/**
 * Configuration is read when a module loads; a missing variable fails with its own name
 * so a misconfigured deployment says what is wrong on its first cold start.
 */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function optionalEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

export function numberEnv(name: string, fallback: number): number {
  const value = optionalEnv(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`Environment variable ${name} must be a number`);
  return parsed;
}

/** Local stand-ins are reached through explicit endpoints; on AWS these are unset. */
export const endpoints = {
  dynamodb: () => optionalEnv('DYNAMODB_ENDPOINT'),
  ses: () => optionalEnv('SES_ENDPOINT'),
  bedrock: () => optionalEnv('BEDROCK_ENDPOINT'),
  kms: () => optionalEnv('KMS_ENDPOINT'),
  s3: () => optionalEnv('S3_ENDPOINT'),
  apiGatewayManagement: () => optionalEnv('WS_MANAGEMENT_ENDPOINT'),
  cognito: () => optionalEnv('COGNITO_ENDPOINT'),
};

export const region = () => optionalEnv('AWS_REGION') ?? 'eu-west-1';

import { describe, expect, it } from 'vitest';
import {
  defaultBedrockModel,
  readStageConfig,
  SES_IDENTITY_PLACEHOLDER,
  SES_IDENTITY_REQUIRED,
} from '../../lib/stage-config.ts';
import { newApp } from './cdk-app.ts';

const prodContext = (extra: Record<string, string>) =>
  newApp({ context: { stage: 'prod', account: '111111111111', region: 'eu-west-1', ...extra } }).node;

describe('the prod stage', () => {
  it('refuses to synthesise without alarmEmail and sesIdentity, naming what is missing', () => {
    expect(() => readStageConfig(prodContext({}))).toThrow(
      'The prod stage needs context "alarmEmail" and "sesIdentity"',
    );
    expect(() => readStageConfig(prodContext({ alarmEmail: 'ops@quarter.example' }))).toThrow(
      'The prod stage needs context "sesIdentity"',
    );
    expect(
      readStageConfig(prodContext({ alarmEmail: 'ops@q.example', sesIdentity: 'q.example' })).stage,
    ).toBe('prod');
  });
});

describe('a stage without sesIdentity (issue #25: a newcomer runs `npm run synth`)', () => {
  const dev = (extra: Record<string, string>) =>
    newApp({ context: { stage: 'dev', account: '111111111111', region: 'eu-west-1', ...extra } }).node;

  it('synthesises with the placeholder identity, clearly marked, instead of stopping', () => {
    const config = readStageConfig(dev({}));
    expect(config.sesIdentityPlaceholder).toBe(true);
    expect(config.mailIdentity).toBe(SES_IDENTITY_PLACEHOLDER);
    expect(SES_IDENTITY_PLACEHOLDER).toMatch(/placeholder.*\.invalid$/);
    expect(readStageConfig(dev({ sesIdentity: 'quarter.example' }))).toMatchObject({
      sesIdentityPlaceholder: false,
      mailIdentity: 'quarter.example',
    });
  });

  it('is refused when `npm run deploy` asks for it, naming what is missing', () => {
    expect(() => readStageConfig(dev({}), { deploying: true })).toThrow(SES_IDENTITY_REQUIRED);
    expect(SES_IDENTITY_REQUIRED).toContain('Context "sesIdentity" is required to deploy any stage');
    expect(readStageConfig(dev({ sesIdentity: 'quarter.example' }), { deploying: true }).stage).toBe('dev');
  });
});

describe('the default Bedrock model', () => {
  it("is Nova Lite through the inference profile of the Region's geography", () => {
    expect(defaultBedrockModel('eu-west-1')).toBe('eu.amazon.nova-lite-v1:0');
    expect(defaultBedrockModel('us-east-1')).toBe('us.amazon.nova-lite-v1:0');
    expect(defaultBedrockModel('ap-southeast-2')).toBe('apac.amazon.nova-lite-v1:0');
  });

  it('is the foundation model itself where no profile geography applies', () => {
    expect(defaultBedrockModel('af-south-1')).toBe('amazon.nova-lite-v1:0');
  });
});

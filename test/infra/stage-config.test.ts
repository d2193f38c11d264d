import { describe, expect, it } from 'vitest';
import { defaultBedrockModel, readStageConfig } from '../../lib/stage-config.ts';
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

describe('every deploying stage', () => {
  it('refuses to synthesise without sesIdentity unless a test marks the placeholder', () => {
    const dev = (extra: Record<string, string>) =>
      newApp({ context: { stage: 'dev', account: '111111111111', region: 'eu-west-1', ...extra } }).node;

    expect(() => readStageConfig(dev({}))).toThrow('Context "sesIdentity" is required to deploy any stage');
    expect(readStageConfig(dev({ sesIdentity: 'quarter.example' })).mailIdentity).toBe('quarter.example');
    expect(readStageConfig(dev({ sesIdentityPlaceholder: 'true' })).mailIdentity).toBe('example.com');
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

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { Data } from '../../lib/data.ts';
import { HouseFunction } from '../../lib/house-function.ts';
import { powertoolsLayerParameter, powertoolsVersion } from '../../lib/lambda-runtime.ts';
import { newApp } from './cdk-app.ts';
import { synthesise } from './synth.ts';
import { functionsByHandler } from './template-queries.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

const emptyRoot = () => mkdtempSync(path.join(tmpdir(), 'quarter-bundles-'));
const newStack = () => new Stack(newApp(), 'Fn', { env: { account: '111111111111', region: 'eu-west-1' } });

describe('HouseFunction', () => {
  it('refuses to synthesise without its bundle, naming the command that builds it', () => {
    expect(
      () =>
        new HouseFunction(newStack(), 'Chat', { handlerName: 'chat', stage: 'dev', bundleRoot: emptyRoot() }),
    ).toThrow(/dist\/functions\/chat\/index\.mjs: run `npm run build:functions`/);
  });

  it('deploys the bundle directory when it exists', () => {
    const root = emptyRoot();
    mkdirSync(path.join(root, 'chat'));
    writeFileSync(path.join(root, 'chat', 'index.mjs'), 'export const handler = async () => ({});');
    const stack = newStack();
    new HouseFunction(stack, 'Chat', { handlerName: 'chat', stage: 'dev', bundleRoot: root });
    const fn = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))[0]!;
    expect(fn.Properties.Code.S3Key).toMatch(/\.zip$/);
    expect(fn.Properties.Code.ZipFile).toBeUndefined();
  });

  it('sets TABLE_NAME and read-only item actions together', () => {
    const stack = newStack();
    const data = new Data(stack, 'Data', { stage: 'dev' });
    const fn = new HouseFunction(stack, 'Reader', {
      handlerName: 'admin-onboarding',
      stage: 'dev',
      allowMissingBundle: true,
      bundleRoot: emptyRoot(),
    });
    fn.bindTable(data, 'read');
    const template = Template.fromStack(stack);
    const env = Object.values(template.findResources('AWS::Lambda::Function'))[0]!.Properties.Environment
      .Variables;
    expect(env.TABLE_NAME).toEqual({ Ref: stack.getLogicalId(data.table.node.defaultChild as CfnElement) });
    const actions = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>).flatMap(
        (s) => s.Action,
      ),
    );
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'kms:Decrypt']));
    for (const write of [
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
      'kms:Encrypt',
    ]) {
      expect(actions).not.toContain(write);
    }
  });
});

describe('the Powertools layer', () => {
  it('is on every function of the prod stack, resolved from the SSM parameter of the pinned version', () => {
    const { template } = synthesise({
      stage: 'prod',
      context: { alarmEmail: 'ops@quarter.example', sesIdentity: 'quarter.example' },
    });
    const parameters = template.toJSON().Parameters as Record<string, { Type: string; Default: string }>;
    const layerParameters = Object.entries(parameters).filter(
      ([, parameter]) => parameter.Default === powertoolsLayerParameter,
    );
    expect(layerParameters).toHaveLength(1);
    const [parameterId, parameter] = layerParameters[0]!;
    expect(parameter.Type).toBe('AWS::SSM::Parameter::Value<String>');
    expect(powertoolsLayerParameter).toBe(
      `/aws/service/powertools/typescript/generic/all/${powertoolsVersion}`,
    );

    const functions = [...functionsByHandler(template).values()];
    expect(functions.length).toBeGreaterThan(20);
    for (const fn of functions) expect(fn.properties.Layers, fn.id).toEqual([{ Ref: parameterId }]);
  });

  it('is the version package.json installs', () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['@aws-lambda-powertools/logger']).toBe(powertoolsVersion);
    expect(manifest.dependencies['@aws-lambda-powertools/metrics']).toBe(powertoolsVersion);
  });
});

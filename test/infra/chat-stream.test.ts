import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { CHAT_STREAM_PATH } from '../../functions/domain/contracts/chat-stream.ts';
import { lambdaTimeoutSeconds } from '../../functions/domain/timeouts.ts';
import { synthesise } from './synth.ts';
import { functionsByHandler, type Json } from './template-queries.ts';

const { stack, template } = synthesise({ context: { sesIdentity: 'quarter.example' } });
const logicalId = (element: unknown) => stack.getLogicalId(element as CfnElement);
const streamFn = functionsByHandler(template).get('chat-stream')!;
const distributionId = logicalId(stack.site.distribution.node.defaultChild);
const urlId = logicalId(stack.chatStream.functionUrl.node.defaultChild);

type Behaviour = Json & { PathPattern: string; TargetOriginId: string };
const distribution = () =>
  (Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as { Properties: Json })
    .Properties.DistributionConfig as { Origins: (Json & { Id: string })[]; CacheBehaviors: Behaviour[] };
const streamBehaviour = () => distribution().CacheBehaviors.find((b) => b.PathPattern === CHAT_STREAM_PATH)!;
const resourceOf = (type: string, ref: unknown) => {
  const id =
    (ref as { Ref?: string; 'Fn::GetAtt'?: [string, string] }).Ref ??
    (ref as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return (template.findResources(type)[id] as { Properties: Json }).Properties;
};

/** The CloudFront managed CachingDisabled policy. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

describe('Q streamed: a function URL behind CloudFront', () => {
  it('gives the chat-stream Lambda a function URL that streams and takes IAM auth only', () => {
    const urls = Object.values(template.findResources('AWS::Lambda::Url')).map(
      (url) => url.Properties as Json,
    );
    expect(urls).toEqual([
      {
        AuthType: 'AWS_IAM',
        InvokeMode: 'RESPONSE_STREAM',
        TargetFunctionArn: { 'Fn::GetAtt': [streamFn.id, 'Arn'] },
      },
    ]);
  });

  it('lets only this distribution invoke it, through the URL', () => {
    const grants = Object.values(template.findResources('AWS::Lambda::Permission'))
      .map((permission) => permission.Properties as Json)
      .filter((permission) => permission.Principal === 'cloudfront.amazonaws.com');
    expect(grants).toHaveLength(2);
    for (const grant of grants) {
      expect(grant.FunctionName).toEqual({ 'Fn::GetAtt': [urlId, 'FunctionArn'] });
      expect(JSON.stringify(grant.SourceArn)).toContain(`:distribution/",{"Ref":"${distributionId}"}`);
    }
    expect(grants.find((grant) => grant.Action === 'lambda:InvokeFunction')?.InvokedViaFunctionUrl).toBe(
      true,
    );
  });

  it(`sends ${CHAT_STREAM_PATH} to the URL, ahead of /api/*, signed with origin access control`, () => {
    const patterns = distribution().CacheBehaviors.map((behaviour) => behaviour.PathPattern);
    expect(patterns.indexOf(CHAT_STREAM_PATH)).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf(CHAT_STREAM_PATH)).toBeLessThan(patterns.indexOf('/api/*'));

    const origin = distribution().Origins.find(
      (candidate) => candidate.Id === streamBehaviour().TargetOriginId,
    )!;
    // The host of https://<id>.lambda-url.<region>.on.aws/
    expect(origin.DomainName).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [urlId, 'FunctionUrl'] }] }],
    });
    expect(origin.OriginCustomHeaders).toBeUndefined();
    const control = resourceOf('AWS::CloudFront::OriginAccessControl', origin.OriginAccessControlId);
    expect(control.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
  });

  it('never caches nor compresses the stream, and forwards the chat headers and the body hash, never Authorization', () => {
    const behaviour = streamBehaviour();
    expect(behaviour).toMatchObject({
      Compress: false,
      CachePolicyId: CACHING_DISABLED,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['POST']),
    });
    const policy = resourceOf('AWS::CloudFront::OriginRequestPolicy', behaviour.OriginRequestPolicyId)
      .OriginRequestPolicyConfig as { HeadersConfig: { Headers: string[] }; QueryStringsConfig: Json };
    expect([...policy.HeadersConfig.Headers].sort()).toEqual(
      [
        'CloudFront-Viewer-Address',
        'Content-Type',
        'x-amz-content-sha256',
        'x-context',
        'x-session-id',
      ].sort(),
    );
    expect(policy.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
    expect(behaviour.ResponseHeadersPolicyId).toEqual(streamBehaviour().ResponseHeadersPolicyId);
  });

  it('runs the chat-stream Lambda with the chat’s timeout, model and table, and no origin secret', () => {
    const properties = streamFn.properties;
    const variables = (properties.Environment as { Variables: Json }).Variables;
    expect(properties.Timeout).toBe(lambdaTimeoutSeconds.chat);
    expect(variables.BEDROCK_MODEL_ID).toBe('eu.amazon.nova-lite-v1:0');
    expect(variables.TABLE_NAME).toEqual({ Ref: logicalId(stack.data.table.node.defaultChild) });
    expect(variables.ORIGIN_VERIFY_SECRET_ARN).toBeUndefined();
  });
});

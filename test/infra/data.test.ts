import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { globalIndexes, tableKeys, ttlAttribute } from '../../functions/adapters/db/table-schema.ts';
import { Data } from '../../lib/data.ts';
import type { Stage } from '../../lib/stage-config.ts';
import { newApp } from './cdk-app.ts';

function synthData(stage: Stage): Template {
  const stack = new Stack(newApp(), `Data-${stage}`, {
    env: { account: '111111111111', region: 'eu-west-1' },
  });
  new Data(stack, 'Data', { stage });
  return Template.fromStack(stack);
}

const prod = synthData('prod');
const dev = synthData('dev');

function onlyTable(template: Template) {
  const tables = Object.values(template.findResources('AWS::DynamoDB::Table'));
  expect(tables).toHaveLength(1);
  return tables[0] as {
    Properties: Record<string, unknown>;
    DeletionPolicy?: string;
    UpdateReplacePolicy?: string;
  };
}

describe('the table', () => {
  it('has the keys and indexes of functions/adapters/db/table-schema.ts', () => {
    prod.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ),
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('streams new and old images and expires items by ttl', () => {
    prod.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    });
    expect(ttlAttribute).toBe('ttl');
  });

  it('has point-in-time recovery in every stage', () => {
    for (const template of [prod, dev]) {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
    }
  });

  it('is encrypted with its own customer-managed key, which rotates', () => {
    const keys = prod.findResources('AWS::KMS::Key');
    const [keyId] = Object.keys(keys);
    expect(keyId).toBeDefined();
    prod.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    prod.hasResourceProperties('AWS::DynamoDB::Table', {
      SSESpecification: {
        SSEEnabled: true,
        SSEType: 'KMS',
        KMSMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] },
      },
    });
  });

  it('is protected from deletion and retained in prod', () => {
    const table = onlyTable(prod);
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    prod.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain' });
  });

  it('can be torn down in dev', () => {
    const table = onlyTable(dev);
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    expect(table.DeletionPolicy).toBe('Delete');
  });

  it('has no fixed physical name', () => {
    expect(onlyTable(prod).Properties.TableName).toBeUndefined();
  });
});

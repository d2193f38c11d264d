import { CfnOutput, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

export interface BackupProps {
  readonly table: dynamodb.ITable;
}

/** How long each kind of recovery point is kept. */
export const BACKUP_RETENTION = { daily: Duration.days(35), monthly: Duration.days(365) } as const;

/**
 * Prod's AWS Backup plan for the table: daily recovery points kept 35 days, monthly ones a year, in a
 * vault of its own under its own key. PITR (lib/data.ts) goes back 35 days but goes with the table;
 * the vault and its key are retained when the stack or the table is deleted, so a deleted table can
 * still be restored (RUNBOOK.md, Restoring the table from AWS Backup).
 * https://docs.aws.amazon.com/aws-backup/latest/devguide/creating-a-backup-plan.html
 */
export class Backup extends Construct {
  public readonly vault: backup.BackupVault;
  public readonly plan: backup.BackupPlan;

  constructor(scope: Construct, id: string, props: BackupProps) {
    super(scope, id);
    const key = new kms.Key(this, 'VaultKey', {
      description: 'Encrypts the recovery points of the Quarter table',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.vault = new backup.BackupVault(this, 'Vault', {
      encryptionKey: key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupVault: this.vault,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: events.Schedule.cron({ hour: '3', minute: '0' }),
          deleteAfter: BACKUP_RETENTION.daily,
        }),
        new backup.BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: events.Schedule.cron({ day: '1', hour: '4', minute: '0' }),
          deleteAfter: BACKUP_RETENTION.monthly,
        }),
      ],
    });
    // The role AWS Backup assumes to back the table up and to restore it (RUNBOOK.md names it).
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('backup.amazonaws.com'),
      description: 'AWS Backup backs up and restores the Quarter table',
    });
    const selection = this.plan.addSelection('Table', {
      resources: [backup.BackupResource.fromDynamoDbTable(props.table)],
      role,
      allowRestores: true,
    });
    // Ref of a backup plan is its id (as the GetAtt CDK writes): the plainer spelling of the same link.
    (selection.node.defaultChild as backup.CfnBackupSelection).backupPlanId = (
      this.plan.node.defaultChild as backup.CfnBackupPlan
    ).ref;
    Validations.of(role).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
        reason: "AWS Backup's own policy for the role it assumes to back up the selected table",
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores]',
        reason: "AWS Backup's own policy for the role it assumes to restore a recovery point (RUNBOOK.md)",
      },
    );
    new CfnOutput(scope, 'BackupVaultName', { value: this.vault.backupVaultName });
    new CfnOutput(scope, 'BackupRoleArn', { value: role.roleArn });
  }
}

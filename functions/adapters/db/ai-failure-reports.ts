import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { epochSeconds, isExpired } from './expiry.ts';
import type { AiFailureReport } from '../../domain/contracts/records/ai-failure-report.ts';

/**
 * AI failure reports of the launch chat, one item each, in their own partition per resume token
 * (pk `ai_failure#{resume token}`, sk `{created_at}#{id}`), so the onboarding record stays one
 * small item that admins list, and reports of one visitor read back with one Query, oldest first.
 * They are diagnostics, not records: they expire after 90 days.
 */
export const AI_FAILURE_REPORT_TTL_DAYS = 90;
const PK_PREFIX = 'ai_failure#';

export async function putAiFailureReport(report: AiFailureReport): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: `${PK_PREFIX}${report.resume_token}`,
        sk: `${report.created_at}#${report.id}`,
        entity: 'ai_failure_report',
        ...report,
        ttl: epochSeconds(Date.parse(report.created_at)) + AI_FAILURE_REPORT_TTL_DAYS * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Every live report of one launch chat, oldest first (at most a page: a chat makes a handful). */
export async function listAiFailureReports(resumeToken: string): Promise<AiFailureReport[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `${PK_PREFIX}${resumeToken.toLowerCase()}` },
      Limit: 100,
    }),
  );
  return Items.filter((item) => !isExpired(item.ttl as number | undefined)).map((item) => ({
    id: String(item.id),
    resume_token: String(item.resume_token),
    last_step: String(item.last_step),
    sector: typeof item.sector === 'string' ? item.sector : null,
    prompt: String(item.prompt),
    attempts: Number(item.attempts),
    last_error: String(item.last_error),
    created_at: String(item.created_at),
  }));
}

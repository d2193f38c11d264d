import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { resumeTokenSchema } from '../../domain/contracts/ids.ts';
import { AppError } from '../../domain/app-error.ts';

/** The {token} of a prospect route: a resume token (a UUID), lower-cased; anything else is 400. */
export function prospectTokenOf(event: APIGatewayProxyEventV2): string {
  const parsed = resumeTokenSchema.safeParse(event.pathParameters?.token ?? '');
  if (!parsed.success) throw AppError.validation('token: must be a resume token (a UUID)');
  return parsed.data;
}

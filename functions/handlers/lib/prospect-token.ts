import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { resumeTokenSchema } from '../../domain/contracts/ids.ts';
import { UnknownProspectError } from '../../services/admin/prospect-timeline.ts';
import { badRequest, notFound } from './http.ts';

/** The {token} of a prospect route: a resume token (a UUID), lower-cased; anything else is 400. */
export function prospectTokenOf(event: APIGatewayProxyEventV2): string {
  const parsed = resumeTokenSchema.safeParse(event.pathParameters?.token ?? '');
  if (!parsed.success) throw badRequest('token: must be a resume token (a UUID)');
  return parsed.data;
}

/** An unknown resume token is 404 with the service's message; anything else passes through. */
export async function withProspect<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error: unknown) {
    if (error instanceof UnknownProspectError) throw notFound(error.message);
    throw error;
  }
}

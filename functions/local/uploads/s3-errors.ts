/** S3's refusal as the stand-in bucket answers it: an HTTP status, S3's error code and its message. */
export class PostPolicyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PostPolicyError';
  }
}

export interface PostCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

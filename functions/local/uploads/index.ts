import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MountedService } from '../gateway/server.ts';
import { enforcePostPolicy } from './post-policy.ts';
import { PostPolicyError, type PostCredentials } from './s3-errors.ts';
import { enforcePresignedGet, isPresignedGet } from './presigned-get.ts';
import { enforceSignedHeaders } from './signed-header.ts';

export const UPLOADS_PREFIX = '/_local/s3';
export const LOCAL_UPLOAD_BUCKET = 'quarter-local-uploads';
/** Above any policy's limit, so an oversize file gets S3's EntityTooLarge rather than the mount's 413. */
const UPLOAD_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export interface UploadBucketOptions {
  /** Kept between runs when given (the product's data dir); a temporary folder otherwise. */
  readonly dir?: string;
  readonly bucket?: string;
  readonly credentials: PostCredentials;
  readonly prefix?: string;
}

export interface LocalUploadBucket extends MountedService {
  readonly bodyLimitBytes: number;
  readonly bucket: string;
  close(): Promise<void>;
}

interface StoredMeta {
  readonly contentType: string;
  readonly size: number;
}

function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&>]/g, '')}</Message></Error>`;
  res.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/** Object keys are stored as files under the bucket folder; nothing may climb out of it. */
function safeKey(key: string): string | undefined {
  if (key === '' || key.length > 1024) return undefined;
  const parts = key.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')))
    return undefined;
  return key;
}

/**
 * The local stand-in for the private upload bucket: browser POST uploads (multipart form with a
 * presigned SigV4 policy, enforced as S3 does: signature, expiry, conditions, size range) and
 * HEAD/GET of stored objects for the product's own checks and for presigned GET links (query SigV4,
 * signature and expiry checked). Path-style: `${prefix}/${bucket}/${key}`.
 */
export async function createUploadBucket(options: UploadBucketOptions): Promise<LocalUploadBucket> {
  const bucket = options.bucket ?? LOCAL_UPLOAD_BUCKET;
  const prefix = (options.prefix ?? UPLOADS_PREFIX).replace(/\/+$/, '');
  const temporary = options.dir === undefined;
  const root = options.dir ?? (await mkdtemp(path.join(tmpdir(), 'quarter-uploads-')));
  const objectsDir = path.join(root, bucket);
  await mkdir(objectsDir, { recursive: true });
  const fileOf = (key: string) => path.join(objectsDir, ...key.split('/'));

  async function upload(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const contentType = String(req.headers['content-type'] ?? '');
    if (!contentType.startsWith('multipart/form-data'))
      return s3Error(
        res,
        412,
        'PreconditionFailed',
        'Bucket POST must be of the enclosure-type multipart/form-data',
      );
    let form: FormData;
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      }).formData();
    } catch {
      return s3Error(
        res,
        400,
        'MalformedPOSTRequest',
        'The body of your POST request is not well-formed multipart/form-data.',
      );
    }
    const fields = new Map<string, string>([['bucket', bucket]]);
    let file: File | undefined;
    for (const [name, value] of form) {
      if (file) return s3Error(res, 400, 'InvalidArgument', 'The file must be the last field of the form');
      if (typeof value === 'string') fields.set(name.toLowerCase(), value);
      else if (name.toLowerCase() === 'file') file = value;
    }
    if (!file)
      return s3Error(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    const key = safeKey(fields.get('key') ?? '');
    if (!key) return s3Error(res, 400, 'InvalidArgument', 'Bucket POST must contain a field named key');
    try {
      enforcePostPolicy(fields, file.size, options.credentials);
    } catch (error: unknown) {
      if (error instanceof PostPolicyError) return s3Error(res, error.status, error.code, error.message);
      throw error;
    }
    const target = fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, Buffer.from(await file.arrayBuffer()));
    const meta: StoredMeta = {
      contentType: fields.get('content-type') ?? 'binary/octet-stream',
      size: file.size,
    };
    await writeFile(`${target}.meta.json`, JSON.stringify(meta));
    res.writeHead(204, { etag: `"${Date.now().toString(16)}"`, location: `${prefix}/${bucket}/${key}` });
    res.end();
  }

  /** The product's own calls sign a header; staff open ID documents through a presigned GET link. */
  function readRefusal(req: IncomingMessage): PostPolicyError | undefined {
    const url = new URL(req.url ?? '/', 'http://local');
    if (isPresignedGet(url)) {
      try {
        enforcePresignedGet(req.method ?? 'GET', url, String(req.headers.host ?? ''), options.credentials);
        return undefined;
      } catch (error: unknown) {
        if (error instanceof PostPolicyError) return error;
        throw error;
      }
    }
    if (req.headers.authorization === undefined)
      return new PostPolicyError(403, 'AccessDenied', 'Access Denied');
    try {
      enforceSignedHeaders(req, url, options.credentials);
      return undefined;
    } catch (error: unknown) {
      if (error instanceof PostPolicyError) return error;
      throw error;
    }
  }

  async function read(req: IncomingMessage, res: ServerResponse, key: string) {
    const refusal = readRefusal(req);
    if (refusal) return s3Error(res, refusal.status, refusal.code, refusal.message);
    const target = fileOf(key);
    const meta = await readFile(`${target}.meta.json`, 'utf8').then(
      (text) => JSON.parse(text) as StoredMeta,
      () => undefined,
    );
    const found = meta ? await stat(target).catch(() => undefined) : undefined;
    if (!meta || !found) {
      if (req.method === 'HEAD') {
        res.writeHead(404);
        res.end();
        return;
      }
      return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    const headers = {
      'content-type': meta.contentType,
      'content-length': String(found.size),
      'last-modified': found.mtime.toUTCString(),
    };
    if (req.method === 'HEAD') {
      res.writeHead(200, headers);
      res.end();
      return;
    }
    res.writeHead(200, headers);
    res.end(await readFile(target));
  }

  return {
    bucket,
    bodyLimitBytes: UPLOAD_BODY_LIMIT_BYTES,
    async handle(req, res, body) {
      const pathname = new URL(req.url ?? '/', 'http://local').pathname;
      const [name = '', ...rest] = pathname.slice(prefix.length + 1).split('/');
      if (name !== bucket) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      let decoded: string;
      try {
        decoded = rest.map((part) => decodeURIComponent(part)).join('/');
      } catch {
        // '%' or a broken escape: S3 refuses the URI itself.
        return s3Error(res, 400, 'InvalidURI', "Couldn't parse the specified URI.");
      }
      const key = safeKey(decoded);
      if (req.method === 'POST' && rest.length === 0) return upload(req, res, body);
      if ((req.method === 'GET' || req.method === 'HEAD') && key) return read(req, res, key);
      return s3Error(
        res,
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
      );
    },
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}

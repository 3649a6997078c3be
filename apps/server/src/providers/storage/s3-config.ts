/** Where uploads go when they leave the local disk: a bucket on AWS S3 or an S3-compatible store. */
export type S3Config = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, a local one in tests); absent: AWS's own endpoint. */
  endpoint?: string;
  /** `host/bucket/key` instead of `bucket.host/key`: what most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default chain (an instance or task role, web identity, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
};

/** The variables config.ts parses for object storage (docs/scale.md). */
type S3Env = {
  S3_URL?: string;
  S3_BUCKET?: string;
  AWS_REGION?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
  AWS_SESSION_TOKEN?: string;
  AWS_ENDPOINT_URL_S3?: string;
  AWS_ENDPOINT_URL?: string;
};

/**
 * `S3_URL=http://KEY:SECRET@host:port/bucket?region=us-east-1&forcePathStyle=true` names everything at once
 * (user and password percent-encoded); `S3_BUCKET` with the standard AWS variables is the AWS way. Neither:
 * uploads stay on the local disk.
 */
export function s3ConfigFrom(env: S3Env): S3Config | undefined {
  if (env.S3_URL && env.S3_BUCKET) throw new Error('Set S3_URL or S3_BUCKET, not both');
  if (env.S3_URL) return fromUrl(env.S3_URL);
  if (!env.S3_BUCKET) return undefined;
  if (!env.AWS_REGION) throw new Error('S3_BUCKET needs AWS_REGION');
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together');
  }
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  return {
    bucket: env.S3_BUCKET,
    region: env.AWS_REGION,
    ...(endpoint && { endpoint }),
    forcePathStyle: false,
    ...(env.AWS_ACCESS_KEY_ID &&
      env.AWS_SECRET_ACCESS_KEY && {
        credentials: {
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          ...(env.AWS_SESSION_TOKEN && { sessionToken: env.AWS_SESSION_TOKEN }),
        },
      }),
  };
}

function fromUrl(value: string): S3Config {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('S3_URL must be http(s)://');
  const bucket = decodeURIComponent(url.pathname.replace(/^\/|\/$/g, ''));
  if (!bucket || bucket.includes('/')) throw new Error('S3_URL must name one bucket: http(s)://host/bucket');
  const key = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if (Boolean(key) !== Boolean(secret))
    throw new Error('S3_URL needs both the key and the secret, or neither');
  return {
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    endpoint: `${url.protocol}//${url.host}`,
    // An explicit endpoint is nearly always an S3-compatible server, and those default to path style.
    forcePathStyle: url.searchParams.get('forcePathStyle') !== 'false',
    ...(key && { credentials: { accessKeyId: key, secretAccessKey: secret } }),
  };
}

import { describe, expect, it } from 'vitest';
import { s3ConfigFrom } from './s3-config';

describe('object storage settings', () => {
  it('reads endpoint, bucket, credentials and options from S3_URL', () => {
    expect(s3ConfigFrom({ S3_URL: 'http://key:se%2Fcret@127.0.0.1:4569/uploads?region=ap-south-1' })).toEqual(
      {
        bucket: 'uploads',
        region: 'ap-south-1',
        endpoint: 'http://127.0.0.1:4569',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'se/cret' },
      },
    );
    expect(s3ConfigFrom({ S3_URL: 'https://r2.example.com/media?forcePathStyle=false' })).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'https://r2.example.com',
      forcePathStyle: false,
    });
  });

  it('reads S3_BUCKET with the standard AWS variables; without keys the SDK finds a role', () => {
    expect(
      s3ConfigFrom({
        S3_BUCKET: 'roundtrip-media',
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: 'AKIA1',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 'token',
      }),
    ).toEqual({
      bucket: 'roundtrip-media',
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret', sessionToken: 'token' },
    });
    expect(
      s3ConfigFrom({ S3_BUCKET: 'b', AWS_REGION: 'eu-west-1', AWS_ENDPOINT_URL_S3: 'http://minio:9000' }),
    ).toEqual({ bucket: 'b', region: 'eu-west-1', endpoint: 'http://minio:9000', forcePathStyle: false });
    expect(s3ConfigFrom({})).toBeUndefined();
  });

  it('refuses settings that would fail on the first upload', () => {
    expect(() => s3ConfigFrom({ S3_BUCKET: 'b' })).toThrow('S3_BUCKET needs AWS_REGION');
    expect(() => s3ConfigFrom({ S3_URL: 'http://127.0.0.1:4569/' })).toThrow('must name one bucket');
    expect(() => s3ConfigFrom({ S3_URL: 'http://127.0.0.1:4569/a/b' })).toThrow('must name one bucket');
    expect(() => s3ConfigFrom({ S3_URL: 'ftp://h/b' })).toThrow('http(s)');
    expect(() => s3ConfigFrom({ S3_URL: 'http://key@h/b' })).toThrow('both the key and the secret');
    expect(() => s3ConfigFrom({ S3_URL: 'http://h/b', S3_BUCKET: 'b' })).toThrow('not both');
  });
});

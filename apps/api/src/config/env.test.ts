import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const S3 = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'taskflow-files',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('file storage settings', () => {
  it('keep files in the local folder unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).storage).toEqual({ driver: 'local' });
  });

  it('read an S3-compatible store from the environment', () => {
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'taskflow-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('name each missing S3 setting', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...incomplete } = S3;
    expect(() => loadConfig(incomplete)).toThrow(
      'Invalid environment configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3\n  S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3',
    );
    expect(() => loadConfig({ ...S3, STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});

describe('the free-space floor of the upload folder', () => {
  it('is 1024 MB unless UPLOAD_MIN_FREE_MB says otherwise; 0 turns it off', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).uploadMinFreeMb).toBe(1024);
    expect(loadConfig({ UPLOAD_MIN_FREE_MB: '5000' }).uploadMinFreeMb).toBe(5000);
    expect(loadConfig({ UPLOAD_MIN_FREE_MB: '0' }).uploadMinFreeMb).toBe(0);
  });

  it('refuses a value that is not a whole number of megabytes', () => {
    for (const value of ['-1', '1.5', 'lots']) {
      expect(() => loadConfig({ UPLOAD_MIN_FREE_MB: value }), value).toThrow(/UPLOAD_MIN_FREE_MB/);
    }
  });
});

describe("the assistant's daily budgets", () => {
  it('are 20,000 model calls a day for everyone and 2,000 per organization unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).llm).toMatchObject({
      dailyCalls: 20_000,
      organizationDailyCalls: 2_000,
    });
    expect(loadConfig({ LLM_DAILY_CALLS: '500', LLM_ORGANIZATION_DAILY_CALLS: '0' }).llm).toMatchObject({
      dailyCalls: 500,
      organizationDailyCalls: 0,
    });
  });

  it('refuse a value that is not a whole number of calls', () => {
    for (const [name, value] of [
      ['LLM_DAILY_CALLS', '-1'],
      ['LLM_ORGANIZATION_DAILY_CALLS', 'many'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(name));
    }
  });
});

describe('private webhook targets', () => {
  it('are off unless ALLOW_PRIVATE_WEBHOOK_TARGETS is set, and allowed so in development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).allowPrivateWebhookTargets).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true' })).toMatchObject({
      allowPrivateWebhookTargets: true,
    });
    expect(loadConfig({ NODE_ENV: 'test', ALLOW_PRIVATE_WEBHOOK_TARGETS: '1' })).toMatchObject({
      allowPrivateWebhookTargets: true,
    });
  });

  it('stop a production server from starting, naming the variable', () => {
    for (const value of ['true', '1']) {
      expect(
        () => loadConfig({ NODE_ENV: 'production', ALLOW_PRIVATE_WEBHOOK_TARGETS: value }),
        value,
      ).toThrow(/ALLOW_PRIVATE_WEBHOOK_TARGETS: not allowed with NODE_ENV=production/);
    }
    // CI or any other variable does not re-open it.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true', CI: 'true' }),
    ).toThrow(/ALLOW_PRIVATE_WEBHOOK_TARGETS/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_PRIVATE_WEBHOOK_TARGETS: 'false' })).toMatchObject({
      allowPrivateWebhookTargets: false,
    });
  });
});

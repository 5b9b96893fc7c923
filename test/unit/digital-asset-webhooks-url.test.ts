// Where the gateway sends the digital-asset webhook operations: the vendor serves them from API v1
// (its reference's path-level server), the rest of the API from v4; configured beside the base URL.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { digitalAssetWebhooksBaseUrl } from '../../src/datasources/digital-asset/webhooks-api.js';

describe('digital-asset webhooks base URL', () => {
  it('is the API base URL with /api/v1 for /api/v4 unless configured', () => {
    expect(digitalAssetWebhooksBaseUrl('https://brandfolder.com/api/v4', null)).toBe('https://brandfolder.com/api/v1');
    expect(digitalAssetWebhooksBaseUrl('http://127.0.0.1:4100/api/v4', null)).toBe('http://127.0.0.1:4100/api/v1');
    expect(digitalAssetWebhooksBaseUrl('https://brandfolder.com/api/v4', 'https://hooks.proxy.example/v1')).toBe(
      'https://hooks.proxy.example/v1',
    );
  });

  it('is read from DIGITAL_ASSET_WEBHOOKS_BASE_URL, required when the base URL does not end in /api/v4', () => {
    expect(
      loadConfig({ DIGITAL_ASSET_BASE_URL: 'https://brandfolder.com/api/v4' }).digitalAsset.webhooksBaseUrl,
    ).toBeNull();
    expect(
      loadConfig({
        DIGITAL_ASSET_BASE_URL: 'https://proxy.example/da',
        DIGITAL_ASSET_WEBHOOKS_BASE_URL: 'https://proxy.example/da-v1/',
      }).digitalAsset.webhooksBaseUrl,
    ).toBe('https://proxy.example/da-v1');
    expect(() => loadConfig({ DIGITAL_ASSET_BASE_URL: 'https://proxy.example/da' })).toThrow(ConfigError);
    expect(() => loadConfig({ DIGITAL_ASSET_BASE_URL: 'https://proxy.example/da' })).toThrow(
      /DIGITAL_ASSET_WEBHOOKS_BASE_URL is required/,
    );
  });
});

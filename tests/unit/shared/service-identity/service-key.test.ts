/**
 * The identity of a service and key: what budgets are named by, and what never
 * becomes part of it.
 */
import { describe, expect, it } from 'vitest';
import { serviceId, type ServiceKey } from '../../../../lib/shared/service-identity/service-key';

const SERVICE: ServiceKey = { baseUrl: 'https://api.wordnik.com/v4', apiKey: 'SECRET-KEY-1234567890' };

describe('service identity', () => {
  it('names a service by its base URL and a hash of its key, never the key', () => {
    const id = serviceId(SERVICE);
    expect(id).toMatch(/^https:\/\/api\.wordnik\.com\/v4\|key:[0-9a-f]{14}$/);
    expect(id).not.toContain('SECRET');
    expect(serviceId({ ...SERVICE, baseUrl: 'https://api.wordnik.com/v4/' })).toBe(id);
    expect(serviceId({ ...SERVICE, apiKey: 'SECRET-KEY-1234567891' })).not.toBe(id);
    expect(serviceId({ baseUrl: SERVICE.baseUrl })).toBe('https://api.wordnik.com/v4|no-key');
  });

  it('drops credentials written into a base URL', () => {
    expect(serviceId({ baseUrl: 'https://ann:pw@example.org/v4/?api_key=K#x' })).toBe('https://example.org/v4|no-key');
  });
});

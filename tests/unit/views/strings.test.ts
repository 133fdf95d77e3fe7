import { describe, expect, it } from 'vitest';
import english from '../../../public/_locales/en/messages.json';
import { DEFINITION_SOURCES } from '../../../lib/shared/api';
import { LOOKUP_TRIGGERS, MODIFIER_KEYS, THEMES } from '../../../lib/shared/settings/choices';

const catalogue: Record<string, { message: string; description?: string }> = english;

describe('the English catalogue', () => {
  it('is a valid browser messages file: key names, non-empty messages, only $1…$9 substitutions', () => {
    for (const [key, entry] of Object.entries(catalogue)) {
      expect(key).toMatch(/^[A-Za-z0-9_@]+$/);
      expect(entry.message.trim(), key).not.toBe('');
      expect(entry.message.replace(/\$[1-9]/g, ''), key).not.toContain('$');
      // A message with substitutions says what they are, for translators.
      if (/\$[1-9]/.test(entry.message)) expect(entry.description, key).toMatch(/\$1/);
    }
  });

  it('has a string for every setting value the options page names by key', () => {
    const keys = [
      ...LOOKUP_TRIGGERS.map((v) => `trigger_${v.replace(/-/g, '_')}`),
      ...MODIFIER_KEYS.map((v) => `modifier_${v}`),
      ...THEMES.map((v) => `theme_${v}`),
      ...DEFINITION_SOURCES.map((v) => `source_${v}`),
    ];
    for (const key of keys) expect(catalogue[key], key).toBeDefined();
  });

  it('carries the extension’s name and description for the stores', () => {
    expect(catalogue.extName?.message).toBe('Glossa');
    expect(catalogue.extDescription?.message.length).toBeLessThanOrEqual(132);
  });
});

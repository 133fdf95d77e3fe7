/** The loader imports the bubble's controller from the file the build writes it to. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUBBLE_UI_FILE } from '../../../lib/shared/content-files';

describe('the loader', () => {
  it('imports the controller at the path the build writes it to', () => {
    const loader = readFileSync(join(import.meta.dirname, '../../../entrypoints/content/loader.ts'), 'utf8');
    expect(loader).toContain(`'/${BUBBLE_UI_FILE}'`);
  });
});

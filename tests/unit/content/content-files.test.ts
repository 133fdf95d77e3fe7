/**
 * The loader imports the bubble's controller, and the controller its view, from the files the
 * build writes them to. Each writes its path out as a literal: the loader to spare bytes, the
 * controller so that the Firefox lint can tell its import of Glossa's own file from any other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUBBLE_UI_FILE, BUBBLE_VIEW_FILE } from '../../../lib/shared/content-files';

describe('the loader', () => {
  it('imports the controller at the path the build writes it to', () => {
    const loader = readFileSync(join(import.meta.dirname, '../../../entrypoints/content/loader.ts'), 'utf8');
    expect(loader).toContain(`'/${BUBBLE_UI_FILE}'`);
  });

  it('and asks for the view beside it, at the path the build writes it to', () => {
    const loader = readFileSync(join(import.meta.dirname, '../../../entrypoints/content/loader.ts'), 'utf8');
    expect(loader).toContain(`'/${BUBBLE_VIEW_FILE}'`);
  });

  it('and the controller imports the view at the path the build writes it to', () => {
    const controller = readFileSync(join(import.meta.dirname, '../../../entrypoints/content/bubble-entry.ts'), 'utf8');
    expect(controller).toContain(`'/${BUBBLE_VIEW_FILE}'`);
  });
});

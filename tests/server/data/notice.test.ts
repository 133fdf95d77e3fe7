import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOURCES } from '../../../server/data/attribution.ts';
import { NOTICE_FILE, renderNotice, wordnet31Licence } from '../../../server/data/notice.ts';

describe('NOTICE', () => {
  const notice = readFileSync(NOTICE_FILE, 'utf8');

  it('is up to date with the installed packages (regenerate: npx tsx server/data/notice.ts)', () => {
    expect(notice).toBe(renderNotice());
  });

  it('names every source with its package and carries the required notices', () => {
    for (const source of Object.values(SOURCES)) {
      expect(notice).toContain(source.title);
      expect(notice).toMatch(new RegExp(`(npm|Debian) package: ${source.packageName} `));
    }
    // GCIDE is GPL: the notice says what that means for whoever passes the built database on.
    expect(notice).toContain('GNU General Public License');
    expect(notice).toContain('If you give\nthe built database to others');
    expect(wordnet31Licence()).toContain('WordNet 3.1 Copyright 2011 by Princeton University.  All rights reserved.');
    expect(notice).toContain('WordNet 3.0 Copyright 2006 by Princeton University.');
    expect(notice).toContain('Copyright (C) 1993-2015 Carnegie Mellon University. All rights reserved.');
    expect(notice).toContain('Copyright 2000-2016 by Kevin Atkinson');
    expect(notice).toContain('Distributed with the permission of the copyright holder,');
  });
});
